import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatTotal } from './format';
import { formatDateTime, fromIstInput, toIstInput } from './time-format';

/** What the browser's own en-IN formatting shows in IST: the dates must read exactly as they did with it. */
const intl = (value: string, time: boolean) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));

// Every month; midnight and noon in IST; the UTC evening that is already the next day in India; a leap day.
const MOMENTS = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15, 3, 7)).toISOString()),
  '2026-09-10T18:31:00.000Z',
  '2026-06-30T06:30:00.000Z',
  '2026-12-31T18:29:59.000Z',
  '2026-12-31T18:30:00.000Z',
  '2028-02-29T10:00:00.000Z',
  '1999-03-05T12:00:00.000Z',
];

describe('dates in IST', () => {
  it.each(MOMENTS)('%s reads as en-IN shows it', (moment) => {
    expect(formatDate(moment)).toBe(intl(moment, false));
    expect(formatDateTime(moment)).toBe(intl(moment, true));
  });

  it('shows the Indian calendar day, a UTC evening being the next morning in India', () => {
    expect(formatDateTime(new Date('2026-12-31T18:30:00.000Z'))).toBe('1 Jan 2027, 12:00 am');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it('groups a count as en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 100000, 12345678, -4500]) expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
  });
});

describe('formatTotal', () => {
  it('shows a capped count with a plus', () => {
    expect(formatTotal({ total: 100000 })).toBe('1,00,000');
    expect(formatTotal({ total: 1000, totalCapped: true })).toBe('1,000+');
  });
});

describe('datetime-local fields in IST', () => {
  beforeAll(() => vi.stubEnv('TZ', 'America/New_York'));
  afterAll(() => vi.unstubAllEnvs());

  it('shows and reads the wall clock in India on a device in New York', () => {
    expect(new Date('2026-12-31T23:59').toISOString()).toBe('2027-01-01T04:59:00.000Z');
    expect(fromIstInput('2026-12-31T23:59')).toBe('2026-12-31T18:29:00.000Z');
    expect(toIstInput('2026-12-31T18:29:00.000Z')).toBe('2026-12-31T23:59');
    expect(formatDateTime(fromIstInput('2026-12-31T23:59'))).toBe('31 Dec 2026, 11:59 pm');
    expect(toIstInput('2026-03-01T04:30:15.000Z')).toBe('2026-03-01T10:00:15');
    expect(fromIstInput('2026-03-01T10:00:15')).toBe('2026-03-01T04:30:15.000Z');
  });

  it('leaves what is not a time to the schema', () => {
    expect(fromIstInput('')).toBe('');
    expect(fromIstInput('soon')).toBe('soon');
    expect(fromIstInput('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });
});
