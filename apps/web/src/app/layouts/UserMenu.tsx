import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/Avatar';
import { Dropdown } from '../../components/ui/Dropdown';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';
import { USER_MENU_ITEMS } from './navigation';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useAuth();
  const [firstExam, ...otherExams] = user.targetExams;
  const targetExam = firstExam
    ? `${firstExam.name}${otherExams.length ? ` +${otherExams.length}` : ''}`
    : t('app.userMenu.noTargetExam');
  const itemClass = 'flex w-full items-center gap-3 px-4 py-2.5 text-sm hover:bg-violet-50';

  return (
    <Dropdown
      // The name holds the words the button shows (name and exam), so a voice user can say what they see.
      label={t('app.userMenu.accountMenuFor', { name: user.name, exam: targetExam })}
      triggerClassName="flex items-center gap-2 p-1 hover:bg-slate-100 sm:pr-2"
      trigger={
        <>
          <Avatar name={user.name} photo={user.photo} />
          <span className="hidden text-left leading-tight lg:block">
            <span className="block max-w-40 truncate text-sm font-semibold text-slate-900">{user.name}</span>{' '}
            <span className="block max-w-40 truncate text-xs text-slate-500">{targetExam}</span>
          </span>
          <ChevronDown className="hidden size-4 text-slate-500 sm:block" />
        </>
      }
    >
      {(close) => (
        <>
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-500">{targetExam}</p>
          </div>
          <ul className="py-1">
            {USER_MENU_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close} className={`${itemClass} text-slate-700`}>
                  <item.icon className="size-4" />
                  {t(`app.nav.items.${item.label}`)}
                </Link>
              </li>
            ))}
            <li className="border-t border-slate-100">
              <button type="button" onClick={logout} className={`${itemClass} text-rose-600`}>
                <LogOut className="size-4" />
                {t('app.userMenu.logout')}
              </button>
            </li>
          </ul>
        </>
      )}
    </Dropdown>
  );
}
