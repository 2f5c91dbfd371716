import type { LiveStatus } from '@mockprep/contract';

const pad = (n: number) => n.toString().padStart(2, '0');

/** The time left as "2d 03h 04m 05s", "03h 04m 05s" or "04m 05s" (never below zero). */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = `${pad(minutes)}m ${pad(seconds)}s`;
  if (days > 0) return `${days}d ${pad(hours)}h ${clock}`;
  return hours > 0 ? `${pad(hours)}h ${clock}` : clock;
}

/** Where a live window stands at `now`, on this device's clock (so Start opens without a reload). */
export function liveStatusAt(window: { startsAt: string | null; endsAt: string | null }, now: number): LiveStatus {
  if (window.startsAt && now < Date.parse(window.startsAt)) return 'upcoming';
  if (window.endsAt && now < Date.parse(window.endsAt)) return 'live';
  return 'ended';
}
