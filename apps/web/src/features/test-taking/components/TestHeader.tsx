import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';

type Props = {
  title: string;
  subject: string;
  examType: string;
  navigatorId: string;
  navigatorOpen: boolean;
  /** Absent where the navigator is always shown, or opened from the top bar (phones). */
  onToggleNavigator?: () => void;
  /** The save status, when it is shown here (desktop) rather than in the bottom bar. */
  status?: ReactNode;
};

/** Title, subject and exam type, the way to results, and (under 1024 px) the navigator toggle. */
export function TestHeader({ title, subject, examType, navigatorId, navigatorOpen, onToggleNavigator, status }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.testHeader' });
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="text-lg font-bold break-words text-slate-900 sm:text-2xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {subject} <span aria-hidden="true">·</span> {examType}
        </p>
        {status && <div className="mt-2">{status}</div>}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link to="/results" className={buttonClasses('secondary')}>
          {t('viewResults')}
        </Link>
        {onToggleNavigator && (
          <button
            type="button"
            onClick={onToggleNavigator}
            aria-expanded={navigatorOpen}
            aria-controls={navigatorId}
            className={`${buttonClasses(navigatorOpen ? 'primary' : 'secondary')} lg:hidden`}
          >
            <Menu className="size-4" />
            {t('navigator')}
          </button>
        )}
      </div>
    </header>
  );
}
