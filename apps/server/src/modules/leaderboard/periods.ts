export type Period = 'all' | 'weekly' | 'daily';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST (UTC+05:30, no daylight saving) calendar day of an instant, as YYYY-MM-DD. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the IST week of an instant, as YYYY-MM-DD. */
export function istWeek(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The counter keys an attempt submitted at `at` belongs to. */
export const periodKeys = (day: string, week: string) => ['all', `w${week}`, `d${day}`];

/** The counter key of the period that contains `now`. */
export function currentPeriodKey(period: Period, now: Date): string {
  if (period === 'weekly') return `w${istWeek(now)}`;
  if (period === 'daily') return `d${istDay(now)}`;
  return 'all';
}
