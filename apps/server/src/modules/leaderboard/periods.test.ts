import { describe, expect, it } from 'vitest';
import { currentPeriodKey, istDay, istWeek } from './periods';

describe('IST periods', () => {
  it('a Sunday 23:50 IST belongs to that day and to the week that began on Monday', () => {
    const sundayLate = new Date('2026-11-22T18:20:00Z');
    expect(istDay(sundayLate)).toBe('2026-11-22');
    expect(istWeek(sundayLate)).toBe('2026-11-16');
  });
  it('Monday 00:10 IST (still Sunday in UTC) starts the next week', () => {
    const mondayEarly = new Date('2026-11-22T18:40:00Z');
    expect(istDay(mondayEarly)).toBe('2026-11-23');
    expect(istWeek(mondayEarly)).toBe('2026-11-23');
  });
  it('keys periods for lookups', () => {
    const at = new Date('2026-11-19T06:00:00Z');
    expect(currentPeriodKey('all', at)).toBe('all');
    expect(currentPeriodKey('weekly', at)).toBe('w2026-11-16');
    expect(currentPeriodKey('daily', at)).toBe('d2026-11-19');
  });
});
