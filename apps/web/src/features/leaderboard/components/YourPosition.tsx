import type { LeaderboardEntry } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryRow } from './EntryRow';

/** The student's own standing, pinned below the list when their rank is outside it. */
export function YourPosition({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 @container">
      <h2 id={headingId} className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('leaderboard.yourPosition.yourPosition')}
      </h2>
      <div className="@4xl:overflow-hidden @4xl:rounded-2xl @4xl:border @4xl:border-violet-300 @4xl:shadow-sm">
        <EntryRow entry={entry} />
      </div>
    </section>
  );
}
