import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

describe('isDatabaseUnavailable', () => {
  it('tells a database that cannot serve now (answered 503) from a query that failed (a bug, 500)', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped({ code: '57014', message: 'canceling statement due to statement timeout' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '42P01', message: 'relation "x" does not exist' }))).toBe(false);
  });
});
