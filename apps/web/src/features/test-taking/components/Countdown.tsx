import { formatClock } from '@mockprep/contract';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { timeWarning } from '../model/time-warning';

/** In the last minute (and when the time is up) the clock is red; in the last five, amber. */
function tone(seconds: number) {
  if (seconds <= 60) return 'border-rose-300 bg-rose-50 text-rose-700';
  return timeWarning(seconds)
    ? 'border-amber-300 bg-amber-50 text-amber-800'
    : 'border-slate-200 bg-white text-slate-900';
}

/** The running test's clock (or its section's, named by `label`), in the frame's bar: m:ss, or h:mm:ss from one hour. */
export function Countdown({ seconds, label }: { seconds: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`flex items-center gap-2 rounded-xl border px-3 py-1.5 ${tone(seconds)}`}>
      {/* A phone's bar also holds the language toggle and the palette: the digits keep their size, the icon goes. */}
      <Clock className="size-5 max-sm:hidden" />
      <span
        role="timer"
        aria-label={label ?? t('testTaking.countdown.timeRemaining')}
        className="text-xl font-bold tabular-nums sm:text-2xl"
      >
        {formatClock(seconds)}
      </span>
    </span>
  );
}
