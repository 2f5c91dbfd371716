import {
  GlobalLeaderboard,
  GlobalLeaderboardQuery,
  IdParams,
  LeaderboardQuery,
  TestLeaderboard,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Leaderboard } from './service';

const doc = routeDocs('Leaderboard');
const RANKS = "Ranks count each student's first attempt; ties in score and time share a rank.";
const GLOBAL_RANKS =
  "One row per student: their best first attempt of the period, over every test or the `targetExam`'s tests; ties in score and time share a rank. `participants` counts students.";

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: Leaderboard }> = async (app, { leaderboard }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/leaderboard/test/:id',
    {
      schema: {
        params: IdParams,
        querystring: LeaderboardQuery,
        ...doc({
          operationId: 'getTestLeaderboard',
          summary: "A test's leaderboard",
          description: `${RANKS} \`me\` is the student's own entry, even outside the first \`limit\`.`,
          access: 'user',
          data: TestLeaderboard,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await leaderboard.forTest(currentUser(req), req.params.id, req.query.period, req.query.limit)),
  );
  for (const period of ['weekly', 'daily'] as const) {
    app.get(
      `/leaderboard/${period}`,
      {
        schema: {
          querystring: GlobalLeaderboardQuery,
          ...doc({
            operationId: period === 'weekly' ? 'getWeeklyLeaderboard' : 'getDailyLeaderboard',
            summary: `The ${period} leaderboard across tests`,
            description: GLOBAL_RANKS,
            access: 'user',
            data: GlobalLeaderboard,
          }),
        },
      },
      async (req) => ok(await leaderboard.global(currentUser(req), period, req.query.limit, req.query.targetExam)),
    );
  }
};
