import { GlobalLeaderboard, IdParams, LeaderboardQuery, TestLeaderboard } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Leaderboard } from './service';

const GlobalQuery = LeaderboardQuery.omit({ period: true });
const doc = routeDocs('Leaderboard');
const RANKS = "Ranks count each student's first attempt; ties in score and time share a rank.";

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
          querystring: GlobalQuery,
          ...doc({
            operationId: period === 'weekly' ? 'getWeeklyLeaderboard' : 'getDailyLeaderboard',
            summary: `The ${period} leaderboard across tests`,
            description: RANKS,
            access: 'user',
            data: GlobalLeaderboard,
          }),
        },
      },
      async (req) => ok(await leaderboard.global(currentUser(req), period, req.query.limit)),
    );
  }
};
