/**
 * India keeps UTC+05:30 all year (no daylight saving), so dates are shown in IST by shifting the clock, not with
 * Intl.DateTimeFormat: its first use in a page loads locale and time-zone data, about 100 ms of a phone's main
 * thread before the first screen that shows a date can paint.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** en-IN's short month names (Intl.DateTimeFormat('en-IN', { month: 'short' })). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The wall clock in India at a moment. */
export function istClock(value: string | Date) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(value)}`);
  const ist = new Date(time + IST_OFFSET_MS);
  return {
    day: ist.getUTCDate(),
    month: MONTHS[ist.getUTCMonth()] ?? '',
    year: ist.getUTCFullYear(),
    hours: ist.getUTCHours(),
    minutes: ist.getUTCMinutes(),
  };
}

/** "21 Nov 2026" in Indian English, shown in IST. */
export function formatDate(value: string | Date): string {
  const { day, month, year } = istClock(value);
  return `${day} ${month} ${year}`;
}

/** Short id of SPEC 9: the last 6 characters. */
export const shortId = (id: string) => id.slice(-6);

export const initialOf = (name: string | null | undefined) => (name?.trim()[0] ?? '?').toUpperCase();

/** Digits in Indian groups: the last three, then pairs (1,23,45,678). */
export const groupIndian = (digits: string): string => {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
};

/** A whole count in Indian groups, as en-IN writes it (1,00,000 students), without loading locale data. */
export const formatCount = (n: number): string =>
  `${n < 0 ? '-' : ''}${groupIndian(Math.abs(Math.round(n)).toString())}`;

/** A list's count as its page gives it: "1,000+" when a search stopped counting there (see Page). */
export const formatTotal = ({ total, totalCapped }: { total: number; totalCapped?: true }): string =>
  `${formatCount(total)}${totalCapped ? '+' : ''}`;
