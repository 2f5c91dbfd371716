import { describe, expect, it } from 'vitest';
import { formatCountdown, liveStatusAt } from './countdown';

const SECOND = 1000;

describe('formatCountdown', () => {
  it('shows days, hours, minutes and seconds, dropping leading zero units', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * SECOND)).toBe('2d 03h 04m 05s');
    expect(formatCountdown((3 * 3600 + 5) * SECOND)).toBe('03h 00m 05s');
    expect(formatCountdown(65 * SECOND)).toBe('01m 05s');
    expect(formatCountdown(86_400 * SECOND)).toBe('1d 00h 00m 00s');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(formatCountdown(1500)).toBe('00m 02s');
    expect(formatCountdown(-5 * SECOND)).toBe('00m 00s');
  });
});

describe('liveStatusAt', () => {
  const window = { startsAt: '2026-11-21T10:00:00.000Z', endsAt: '2026-11-21T10:30:00.000Z' };
  it('is upcoming before the start, live from the start and ended from the end', () => {
    expect(liveStatusAt(window, Date.parse(window.startsAt) - 1)).toBe('upcoming');
    expect(liveStatusAt(window, Date.parse(window.startsAt))).toBe('live');
    expect(liveStatusAt(window, Date.parse(window.endsAt))).toBe('ended');
  });
});
