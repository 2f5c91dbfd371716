import type { AttemptSummary } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { resultStats, visibleResults } from './my-results';

const attempt = (id: string, title: string, subject: string, score: number, submittedAt: string): AttemptSummary => ({
  _id: id,
  test: { _id: `t-${title}`, title, subject, examType: 'SSC', duration: 30, deleted: false },
  status: 'submitted',
  score,
  accuracy: score,
  correctCount: 0,
  incorrectCount: 0,
  unansweredCount: 0,
  totalQuestions: 10,
  timeTaken: 600,
  rank: 1,
  isCounted: true,
  createdAt: submittedAt,
  submittedAt,
  updatedAt: submittedAt,
});

// As the API sends them, newest first, except that b's clock makes it older than c.
const A = attempt('a', 'JEE Physics Mechanics', 'Physics', 40, '2026-03-05T10:00:00Z');
const B = attempt('b', 'SSC Reasoning', 'Reasoning', 90, '2026-03-01T10:00:00Z');
const C = attempt('c', 'NEET Biology', 'Biology', 65.5, '2026-03-03T10:00:00Z');
const LIST = [A, B, C];

const ids = (list: AttemptSummary[]) => list.map((item) => item._id);

describe('My Results', () => {
  it('keeps the server order for All Results, sorts by date for Most Recent and by score for Best Scores', () => {
    expect(ids(visibleResults(LIST, '', 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleResults(LIST, '', 'recent'))).toEqual(['a', 'c', 'b']);
    expect(ids(visibleResults(LIST, '', 'best'))).toEqual(['b', 'c', 'a']);
  });

  it('searches title or subject, ignoring case and outer spaces', () => {
    expect(ids(visibleResults(LIST, '  physics ', 'all'))).toEqual(['a']);
    expect(ids(visibleResults(LIST, 'BIOLOGY', 'all'))).toEqual(['c']);
    expect(ids(visibleResults(LIST, 'ssc', 'all'))).toEqual(['b']);
    expect(visibleResults(LIST, 'chemistry', 'best')).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    visibleResults(LIST, '', 'best');
    expect(ids(LIST)).toEqual(['a', 'b', 'c']);
  });

  it('counts the tests, rounds the average and finds the best score, with zeros when empty', () => {
    expect(resultStats(LIST)).toEqual({ total: 3, average: 65, best: 90 });
    expect(resultStats([])).toEqual({ total: 0, average: 0, best: 0 });
  });
});
