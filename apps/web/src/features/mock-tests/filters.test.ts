import { describe, expect, it } from 'vitest';
import { hasFilters, NO_FILTERS, readFilters, toSearchParams } from './filters';

const EXAM = '0190a5f2-0000-7000-8000-0000000000aa';

describe('catalogue filters in the URL', () => {
  it('round-trips every filter under the names the API takes', () => {
    const filters = {
      search: 'physics',
      examType: 'Engineering Entrance',
      subject: 'Physics',
      level: 'hard' as const,
      type: 'Paid' as const,
      targetExams: [EXAM],
      maxDuration: 90,
    };
    const params = toSearchParams(filters);
    expect(params.toString()).toBe(
      `search=physics&examType=Engineering+Entrance&subject=Physics&level=hard&type=Paid&targetExams=${EXAM}&maxDuration=90`,
    );
    expect(readFilters(params)).toEqual(filters);
  });

  it('leaves unset filters out, so no filters means a bare /tests', () => {
    expect(toSearchParams(NO_FILTERS).toString()).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, maxDuration: 30 })).toBe(true);
  });

  it('drops values from a hand-edited URL that the API would refuse', () => {
    const filters = readFilters(
      new URLSearchParams(`level=impossible&type=Gold&maxDuration=45&targetExams=nope,${EXAM}`),
    );
    expect(filters).toEqual({ ...NO_FILTERS, targetExams: [EXAM] });
  });

  it('reads target exams as a,b and as repeated parameters, as the API does', () => {
    const other = EXAM.replace(/.$/, 'f');
    for (const query of [`targetExams=${EXAM},${other}`, `targetExams=${EXAM}&targetExams=${other}`]) {
      expect(readFilters(new URLSearchParams(query)).targetExams).toEqual([EXAM, other]);
    }
  });
});
