import {
  AttemptedTestPage,
  AttemptPage,
  AttemptSession,
  AttemptStats,
  MyAttemptsQuery,
  PageQuery,
  RunningAttempt,
  StartAttemptBody,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Attempts } from './service';

const doc = routeDocs('Attempts');

export const attemptRoutes: FastifyPluginAsyncZod<{ attempts: Attempts }> = async (app, { attempts }) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/attempts',
    {
      schema: {
        body: StartAttemptBody,
        ...doc({
          operationId: 'startAttempt',
          summary: 'Start a test, or resume the running attempt',
          description:
            'Idempotent while an attempt of this test runs: 200 with `resumed: true` hands back the running attempt, 201 starts a new one. The server clock sets `expiresAt`; time left is `expiresAt` − `serverNow`. A test the student has submitted starts again only with `retake: true` (409 without it): a retake is practice, never ranked.',
          access: 'user',
          data: AttemptSession,
          status: [200, 201],
          ok: 'The running attempt (200) or a new one (201)',
          errors: [404, 409],
        }),
      },
    },
    async (req, reply) => {
      const { session, created } = await attempts.start(currentUser(req), req.body.test, req.body.retake);
      reply.status(created ? 201 : 200);
      return ok(session);
    },
  );
  app.get(
    '/attempts/user',
    {
      schema: {
        querystring: MyAttemptsQuery,
        ...doc({
          operationId: 'listMyAttempts',
          summary: "The student's submitted attempts",
          description:
            "Newest first (`sort=best`: highest score first); `search` matches the test's title or subject. Pages of at most `limit` entries with the `total` matching on the first page; pass the last page's `nextCursor` as `cursor` for the next one.",
          access: 'user',
          data: AttemptPage,
        }),
      },
    },
    async (req) => ok(await attempts.listMine(currentUser(req), req.query)),
  );
  app.get(
    '/attempts/summary',
    {
      schema: doc({
        operationId: 'getMyAttemptStats',
        summary: "Figures of all the student's submitted attempts",
        description: 'Tests taken, average score and accuracy (unrounded percents) and best score; zeros without any.',
        access: 'user',
        data: AttemptStats,
      }),
    },
    async (req) => ok(await attempts.stats(currentUser(req))),
  );
  app.get(
    '/attempts/tests',
    {
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listMyAttemptedTests',
          summary: 'The tests the student submitted, with their attempts summed up',
          description:
            "The test attempted most recently first. Pages of at most `limit` entries with the `total` on the first page; pass the last page's `nextCursor` as `cursor` for the next one.",
          access: 'user',
          data: AttemptedTestPage,
        }),
      },
    },
    async (req) => ok(await attempts.attemptedTests(currentUser(req), req.query)),
  );
  app.get(
    '/attempts/running',
    {
      schema: doc({
        operationId: 'listMyRunningAttempts',
        summary: "The student's unfinished attempts that can be resumed",
        description:
          'Newest first, each with its test and the seconds left by the server clock. An attempt whose time ran out is left out (it is submitted with its saved answers), as is one of a deleted test.',
        access: 'user',
        data: z.array(RunningAttempt),
      }),
    },
    async (req) => ok(await attempts.running(currentUser(req))),
  );
};
