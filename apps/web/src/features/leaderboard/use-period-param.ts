import type { LeaderboardPeriod } from '@mockprep/contract';
import { useSearchParams } from 'react-router';

/** The period kept in the URL as ?period=, so a reload or a shared link shows the same board. */
export function usePeriodParam<P extends LeaderboardPeriod>(allowed: readonly P[], fallback: P) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('period');
  const period = allowed.find((option) => option === wanted) ?? fallback;
  const setPeriod = (next: P) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod] as const;
}
