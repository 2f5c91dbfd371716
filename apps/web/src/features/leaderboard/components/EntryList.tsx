import type { LeaderboardEntry } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { columnsClass } from './columns';
import { EntryRow } from './EntryRow';

type Props = { entries: LeaderboardEntry[]; label: string; showTest?: boolean; busy?: boolean };

/** The standings in rank order: cards, or a table with column headings where the list is 56rem wide or more. */
export function EntryList({ entries, label, showTest = false, busy = false }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'leaderboard.entryList' });
  return (
    <div className="@container">
      <div
        className={`@4xl:overflow-hidden @4xl:rounded-2xl @4xl:border @4xl:border-slate-200 @4xl:bg-white @4xl:shadow-sm ${busy ? 'opacity-60 transition-opacity' : ''}`}
      >
        <div
          aria-hidden="true"
          className={`hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase @4xl:grid @4xl:gap-4 ${columnsClass(showTest)}`}
        >
          <span>{t('rank')}</span>
          <span>{t('student')}</span>
          {showTest && <span>{t('test')}</span>}
          <span>{t('date')}</span>
          <span>{t('timeTaken')}</span>
          <span>{t('score')}</span>
        </div>
        <ol
          aria-label={label}
          aria-busy={busy || undefined}
          className="space-y-3 @4xl:space-y-0 @4xl:divide-y @4xl:divide-slate-100"
        >
          {entries.map((entry) => (
            <li key={entry._id}>
              <EntryRow entry={entry} showTest={showTest} />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
