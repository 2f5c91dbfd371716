import LogOut from 'lucide-react/icons/log-out';
import { Header, Menu, MenuItem, MenuSection, RouterProvider, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import type { DeferredOverlayProps } from '../../components/ui/DeferredTrigger';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';
import { USER_MENU_ITEMS } from './navigation';
import { TopBarPopover } from './TopBarPopover';
import { targetExamLabel } from './target-exam-label';

const ITEM = 'flex w-full cursor-pointer items-center gap-3 px-4 py-2.5 text-sm outline-none data-focused:bg-violet-50';

/** The account menu: who is signed in, their profile, payments and help pages, and Logout. */
export function AccountMenu(trigger: DeferredOverlayProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { logout } = useAuth();

  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <TopBarPopover trigger={trigger} className="w-64">
        <Menu autoFocus="first" onClose={() => trigger.onOpenChange(false)} className="py-1 outline-none">
          <MenuSection>
            <Header className="-mt-1 mb-1 border-b border-slate-100 px-4 py-3">
              <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
              <span className="block truncate text-xs text-slate-500">{targetExamLabel(user, t)}</span>
            </Header>
            {USER_MENU_ITEMS.map((item) => (
              <MenuItem key={item.to} href={item.to} className={`${ITEM} text-slate-700`}>
                <item.icon className="size-4" />
                {t(`app.nav.items.${item.label}`)}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="my-1 border-t border-slate-100" />
          <MenuItem onAction={logout} className={`${ITEM} text-rose-600`}>
            <LogOut className="size-4" />
            {t('app.userMenu.logout')}
          </MenuItem>
        </Menu>
      </TopBarPopover>
    </RouterProvider>
  );
}
