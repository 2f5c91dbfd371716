import ChevronDown from 'lucide-react/icons/chevron-down';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/Avatar';
import { DeferredTrigger } from '../../components/ui/DeferredTrigger';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { targetExamLabel } from './target-exam-label';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

/** The top bar's account button: photo, name and target exam; it opens the account menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const targetExam = targetExamLabel(user, t);

  return (
    <DeferredTrigger
      Overlay={AccountMenu}
      load={loadAccountMenu}
      popup="menu"
      // The name holds the words the button shows (name and exam), so a voice user can say what they see.
      label={t('app.userMenu.accountMenuFor', { name: user.name, exam: targetExam })}
      className="flex items-center gap-2 p-1 hover:bg-slate-100 sm:pr-2"
    >
      <Avatar name={user.name} photo={user.photo} />
      <span className="hidden text-left leading-tight lg:block">
        <span className="block max-w-40 truncate text-sm font-semibold text-slate-900">{user.name}</span>{' '}
        <span className="block max-w-40 truncate text-xs text-slate-500">{targetExam}</span>
      </span>
      <ChevronDown className="hidden size-4 text-slate-500 sm:block" />
    </DeferredTrigger>
  );
}
