import { useTranslation } from 'react-i18next';
import type { SaveStatus as Status } from '../model/autosaver';

const LOOK: Record<Status, { dot: string; tone: string }> = {
  saved: { dot: 'bg-emerald-500', tone: 'text-emerald-700' },
  saving: { dot: 'bg-violet-500 animate-pulse', tone: 'text-slate-600' },
  offline: { dot: 'bg-amber-500', tone: 'text-amber-800' },
};

/** Where the answers are: on the server, on their way, or only on this device for now. */
export function SaveStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <p role="status" className={`flex items-center gap-2 text-sm font-medium ${look.tone}`}>
      <span className={`size-2 shrink-0 rounded-full ${look.dot}`} aria-hidden="true" />
      {t(`testTaking.saveStatus.${status}`)}
    </p>
  );
}
