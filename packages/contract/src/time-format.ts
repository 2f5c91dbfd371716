import { formatDate, istClock } from './format';

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
