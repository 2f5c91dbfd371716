/**
 * The server owns the clock (DESIGN 5). Every response that carries `serverNow` gives a sample of how far
 * the server's clock is ahead of this device's: offset = serverNow − (local time the response arrived).
 * The countdown is then expiresAt − (local now + offset), so a wrong phone clock, a reload or a second tab
 * never changes the time left.
 */
export type ClockSample = { offset: number; roundTrip: number };

/** A sample from a response that took longer than this is used only when nothing better is known. */
export const TRUSTED_ROUND_TRIP_MS = 1500;

/** A response with the local times its request left and its answer arrived: a sample of the server clock. */
export type Timed<T> = { data: T; sentAt: number; receivedAt: number };

export function clockSample(serverNow: string, sentAt: number, receivedAt: number): ClockSample {
  return { offset: Date.parse(serverNow) - receivedAt, roundTrip: Math.max(0, receivedAt - sentAt) };
}

/**
 * The newest sample wins (it also follows a phone whose clock was changed), unless it came back so slowly
 * that its offset is worse than the one already known: a reply delayed by a flaky network would make the
 * countdown jump back up.
 */
export function preferSample(current: ClockSample | null, next: ClockSample): ClockSample {
  if (!current || next.roundTrip <= TRUSTED_ROUND_TRIP_MS || next.roundTrip <= current.roundTrip) return next;
  return current;
}

/** Whole seconds left, rounded up so that 0 means the time is really over. */
export function remainingSeconds(expiresAt: string, offset: number, localNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - (localNow + offset)) / 1000));
}

/** Seconds since the attempt started, by the server's clock, at most the test's duration. */
export function elapsedSeconds(startedAt: string, expiresAt: string, offset: number, localNow: number): number {
  const end = Math.min(localNow + offset, Date.parse(expiresAt));
  return Math.max(0, Math.round((end - Date.parse(startedAt)) / 1000));
}

/** Holds the best clock sample of one screen. */
export class ServerClock {
  private sample: ClockSample;

  constructor(first: ClockSample) {
    this.sample = first;
  }

  observe(serverNow: string, sentAt: number, receivedAt: number) {
    this.sample = preferSample(this.sample, clockSample(serverNow, sentAt, receivedAt));
  }

  get offset() {
    return this.sample.offset;
  }
}
