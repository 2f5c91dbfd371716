import { describe, expect, it } from 'vitest';
import { timeWarning } from './time-warning';

describe('timeWarning', () => {
  it('warns from 5 minutes left, then from 1 minute, and not once the time is up', () => {
    expect([301, 300, 61, 60, 1, 0].map(timeWarning)).toEqual([
      null,
      'fiveMinutes',
      'fiveMinutes',
      'oneMinute',
      'oneMinute',
      null,
    ]);
  });
});
