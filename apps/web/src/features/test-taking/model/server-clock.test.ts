import { describe, expect, it } from 'vitest';
import {
  clockSample,
  elapsedSeconds,
  preferSample,
  remainingSeconds,
  ServerClock,
  TRUSTED_ROUND_TRIP_MS,
} from './server-clock';

const at = (iso: string) => Date.parse(iso);

describe('server clock', () => {
  it('measures how far the server clock is ahead from the time the answer arrived', () => {
    // The phone is 90 s slow: the server says 10:01:30 when the phone reads 10:00:00.
    const sample = clockSample(
      '2026-01-01T10:01:30.000Z',
      at('2026-01-01T09:59:59.800Z'),
      at('2026-01-01T10:00:00.000Z'),
    );
    expect(sample).toEqual({ offset: 90_000, roundTrip: 200 });
  });

  it('counts down by the server clock, whatever the phone clock says', () => {
    const expiresAt = '2026-01-01T10:30:00.000Z';
    const phoneNow = at('2026-01-01T10:00:00.000Z');
    expect(remainingSeconds(expiresAt, 0, phoneNow)).toBe(1800);
    // Same moment on a phone whose clock is 5 minutes fast (offset −5 min): same time left.
    expect(remainingSeconds(expiresAt, -300_000, phoneNow + 300_000)).toBe(1800);
  });

  it('rounds up and never goes below zero', () => {
    const expiresAt = '2026-01-01T10:00:10.000Z';
    expect(remainingSeconds(expiresAt, 0, at('2026-01-01T10:00:00.001Z'))).toBe(10);
    expect(remainingSeconds(expiresAt, 0, at('2026-01-01T10:00:09.999Z'))).toBe(1);
    expect(remainingSeconds(expiresAt, 0, at('2026-01-01T10:00:10.000Z'))).toBe(0);
    expect(remainingSeconds(expiresAt, 0, at('2026-01-01T11:00:00.000Z'))).toBe(0);
  });

  it('measures the time taken by the server clock, capped at the duration', () => {
    const startedAt = '2026-01-01T10:00:00.000Z';
    const expiresAt = '2026-01-01T10:10:00.000Z';
    expect(elapsedSeconds(startedAt, expiresAt, 60_000, at('2026-01-01T10:01:00.000Z'))).toBe(120);
    expect(elapsedSeconds(startedAt, expiresAt, 0, at('2026-01-01T12:00:00.000Z'))).toBe(600);
  });

  it('prefers the newest sample unless it came back slowly and a faster one is known', () => {
    const fast = { offset: 1000, roundTrip: 120 };
    const newer = { offset: 1100, roundTrip: 300 };
    const delayed = { offset: -4000, roundTrip: TRUSTED_ROUND_TRIP_MS + 3500 };
    expect(preferSample(null, delayed)).toBe(delayed);
    expect(preferSample(fast, newer)).toBe(newer);
    expect(preferSample(fast, delayed)).toBe(fast);
    expect(preferSample({ offset: 0, roundTrip: 9000 }, delayed)).toBe(delayed);
  });

  it('keeps the best sample as answers come in', () => {
    const clock = new ServerClock({ offset: 2000, roundTrip: 100 });
    clock.observe('2026-01-01T10:00:05.000Z', at('2026-01-01T10:00:00.000Z'), at('2026-01-01T10:00:08.000Z'));
    expect(clock.offset).toBe(2000);
    clock.observe('2026-01-01T10:00:03.000Z', at('2026-01-01T10:00:00.000Z'), at('2026-01-01T10:00:00.250Z'));
    expect(clock.offset).toBe(2750);
  });
});
