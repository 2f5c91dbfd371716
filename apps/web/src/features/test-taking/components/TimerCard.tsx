import { formatClock } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { timeWarning } from '../model/time-warning';

/** In the last minute (and when the time is up) the countdown is red; in the last five, amber. */
const isLow = (seconds: number) => seconds <= 60;
const textTone = (seconds: number) =>
  isLow(seconds) ? 'text-rose-600' : timeWarning(seconds) ? 'text-amber-700' : 'text-slate-900';

/** The countdown itself: m:ss, or h:mm:ss from one hour. */
export function Countdown({ seconds, className = '' }: { seconds: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="timer"
      aria-label={t('testTaking.timerCard.timeRemaining')}
      className={`font-bold tabular-nums ${textTone(seconds)} ${className}`}
    >
      {formatClock(seconds)}
    </span>
  );
}

/** "Time Remaining" in the look of the shared StatCard, turning red in the last minute. */
export function TimerCard({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const low = isLow(seconds);
  return (
    <div
      className={`flex items-center gap-3 rounded-2xl border p-4 shadow-sm ${low ? 'border-rose-200 bg-rose-50' : 'border-slate-200 bg-white'}`}
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${low ? 'bg-rose-100 text-rose-600' : 'bg-violet-50 text-violet-600'}`}
      >
        <Icon name="clock" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-500">{t('testTaking.timerCard.timeRemaining')}</p>
        <Countdown seconds={seconds} className="text-lg" />
      </div>
    </div>
  );
}
