import type { LeaderboardEntry, TestLeaderboard } from '@mockprep/contract';

export const TEST = {
  _id: 'test-1',
  title: 'SSC CGL Quantitative Aptitude',
  subject: 'Quantitative Aptitude',
  examType: 'SSC',
};

/** A leaderboard entry for page tests; `n` makes its ids and name unique. */
export const entry = (n: number, fields: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  _id: `attempt-${n}`,
  rank: n,
  user: { _id: `user-${n}`, name: `Student ${n}`, photo: null },
  test: TEST,
  score: 100 - n * 10,
  accuracy: 100 - n * 10,
  timeTaken: 250,
  createdAt: '2026-03-05T10:00:00.000Z',
  date: '2026-03-05T10:04:10.000Z',
  isMe: false,
  ...fields,
});

export const testBoard = (fields: Partial<TestLeaderboard> = {}): TestLeaderboard => ({
  test: TEST,
  period: 'all',
  participants: 0,
  averageScore: 0,
  highestScore: 0,
  entries: [],
  me: null,
  ...fields,
});

export const ok = (data: unknown) => ({ body: { success: true, data } });
