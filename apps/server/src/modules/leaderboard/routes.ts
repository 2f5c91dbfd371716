import { IdParams, LeaderboardQuery } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Leaderboard } from './service';

const GlobalQuery = LeaderboardQuery.omit({ period: true });

export const leaderboardRoutes: FastifyPluginAsyncZod<{ leaderboard: Leaderboard }> = async (app, { leaderboard }) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/leaderboard/test/:id', { schema: { params: IdParams, querystring: LeaderboardQuery } }, async (req) =>
    ok(await leaderboard.forTest(currentUser(req), req.params.id, req.query.period, req.query.limit)),
  );
  app.get('/leaderboard/weekly', { schema: { querystring: GlobalQuery } }, async (req) =>
    ok(await leaderboard.global(currentUser(req), 'weekly', req.query.limit)),
  );
  app.get('/leaderboard/daily', { schema: { querystring: GlobalQuery } }, async (req) =>
    ok(await leaderboard.global(currentUser(req), 'daily', req.query.limit)),
  );
};
