import { formatDate, IST_OFFSET_MS, istClock } from './format';

const pad = (n: number) => n.toString().padStart(2, '0');

/** Countdown and time-taken format of SPEC 9: m:ss, or h:mm:ss at an hour or more. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Durations as "1h 5m 3s", "4m 10s", "45s" (SPEC 9 "durations as h m s"). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const parts = [hours ? `${hours}h` : '', minutes ? `${minutes}m` : '', seconds || s === 0 ? `${seconds}s` : ''];
  return parts.filter(Boolean).join(' ');
}

/** "21 Nov 2026, 5:30 pm" in IST. */
export function formatDateTime(value: string | Date): string {
  const { hours, minutes } = istClock(value);
  return `${formatDate(value)}, ${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A moment as a datetime-local field shows it in IST ("2026-12-31T23:59"), whatever the device's time zone: admins
 * enter and read times as India's wall clock.
 */
export function toIstInput(value: string | Date): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  // Seconds only when there are some, so saving a stored time again does not move it.
  return ist.toISOString().slice(0, ist.getUTCSeconds() ? 19 : 16);
}

/** A datetime-local value read as IST, as an ISO instant; anything else (blank, not a time) is left for the schema. */
export function fromIstInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value;
  const moment = new Date(`${value}+05:30`);
  // 30 Feb parses as 2 Mar: only a time that reads back as typed is one.
  return !Number.isNaN(moment.getTime()) && toIstInput(moment).startsWith(value.slice(0, 16))
    ? moment.toISOString()
    : value;
}
