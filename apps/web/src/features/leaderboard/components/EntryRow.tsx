import { formatDate, type LeaderboardEntry } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/Avatar';
import { displayName, displayTestTitle, timeTakenText } from '../entry-display';
import { columnsClass } from './columns';
import { RankBadge } from './RankBadge';
import { ScoreBar } from './ScoreBar';

type Props = { entry: LeaderboardEntry; showTest?: boolean };

/**
 * One standing: a compact card in a narrow list, a table row in a list 56rem wide or more (the inner
 * wrappers become `contents`, so their cells join the row's grid). The student's own row is highlighted.
 */
export function EntryRow({ entry, showTest = false }: Props) {
  const { t } = useTranslation();
  const name = displayName(entry.user.name);
  const look = entry.isMe
    ? 'border-violet-300 bg-violet-50 ring-1 ring-violet-200 @4xl:ring-0'
    : 'border-slate-200 bg-white';
  return (
    <div
      className={`flex gap-3 rounded-xl border p-3 shadow-sm @4xl:grid @4xl:items-center @4xl:gap-4 @4xl:rounded-none @4xl:border-0 @4xl:px-5 @4xl:py-3 @4xl:shadow-none ${columnsClass(showTest)} ${look}`}
    >
      <div className="flex w-10 shrink-0 justify-center pt-0.5 @4xl:w-auto @4xl:justify-start @4xl:pt-0">
        <RankBadge rank={entry.rank} />
      </div>
      <div className="min-w-0 flex-1 space-y-2 @4xl:contents">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar name={name} photo={entry.user.photo} />
          <p className="min-w-0 font-semibold text-slate-900">
            <span className="break-words">{name}</span>
            {entry.isMe && <span className="ml-1.5 text-sm font-bold text-violet-700">{t('leaderboard.you')}</span>}
          </p>
        </div>
        {showTest && (
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words text-slate-800">{displayTestTitle(entry.test.title)}</p>
            <p className="text-xs text-slate-600">
              {entry.test.subject} · {entry.test.examType}
            </p>
          </div>
        )}
        <div className="flex items-center justify-between gap-3 text-xs text-slate-600 @4xl:contents @4xl:text-sm">
          <p>
            <span className="sr-only">{t('leaderboard.entryRow.date')} </span>
            {formatDate(entry.date)}
          </p>
          <p className="tabular-nums">
            <span className="@4xl:sr-only">{t('leaderboard.entryRow.time')} </span>
            {timeTakenText(entry.timeTaken)}
          </p>
        </div>
        <div>
          <span className="sr-only">{t('leaderboard.entryRow.score')} </span>
          <ScoreBar score={entry.score} />
        </div>
      </div>
    </div>
  );
}
