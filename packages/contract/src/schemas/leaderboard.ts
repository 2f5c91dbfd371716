import { z } from 'zod';
import { Id } from './common';

export const LeaderboardPeriod = z.enum(['all', 'weekly', 'daily']);
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriod>;

export const LeaderboardQuery = z.object({
  period: LeaderboardPeriod.optional().default('all'),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
});

/** The global board's query: its top `limit` students, over every test or the tests of one target exam. */
export const GlobalLeaderboardQuery = LeaderboardQuery.omit({ period: true }).extend({ targetExam: Id.optional() });

/** SPEC 3 "Leaderboard entry", with its competition rank (ties in score and time share a rank). */
export const LeaderboardEntry = z
  .object({
    _id: z.string(),
    rank: z.number().int(),
    user: z.object({ _id: z.string(), name: z.string(), photo: z.string().nullable() }),
    test: z.object({ _id: z.string(), title: z.string(), subject: z.string(), examType: z.string() }),
    score: z.number(),
    accuracy: z.number(),
    timeTaken: z.number().int(),
    createdAt: z.string(),
    date: z.string(),
    isMe: z.boolean(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardSummary = z.object({
  participants: z.number().int(),
  averageScore: z.number(),
  highestScore: z.number(),
});

export const TestLeaderboard = LeaderboardSummary.extend({
  test: z.object({ _id: z.string(), title: z.string(), subject: z.string(), examType: z.string() }),
  period: LeaderboardPeriod,
  entries: z.array(LeaderboardEntry),
  /** The student's own entry in this period, even when outside the list; null when they have none. */
  me: LeaderboardEntry.nullable(),
}).meta({ id: 'TestLeaderboard' });
export type TestLeaderboard = z.infer<typeof TestLeaderboard>;

export const GlobalLeaderboard = LeaderboardSummary.extend({
  period: LeaderboardPeriod,
  entries: z.array(LeaderboardEntry),
}).meta({ id: 'GlobalLeaderboard' });
export type GlobalLeaderboard = z.infer<typeof GlobalLeaderboard>;
