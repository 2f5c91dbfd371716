import {
  AttemptQuestions,
  AttemptResult,
  IdParams,
  MSG,
  SaveAnswersBody,
  SaveAnswersResult,
  SubmitAttemptBody,
} from '@mockprep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { tokenHolder } from '../../plugins/auth';
import { compiledCheck } from '../../plugins/compiled-validation';
import type { Attempts } from './service';

const doc = routeDocs('Attempts');
/** The mark is on the schema object, so every route taking an id in its path gets the compiled check too. */
const AttemptParams = compiledCheck(IdParams);

/**
 * The routes on one attempt of the student's, the busiest of a live mock: their token is verified but their user is
 * not read first, since the statement that reads (or saves) the attempt checks the session itself. `signIn` reads
 * the user only when that check fails, to refuse with the reason (the other attempt routes read the user first).
 */
export const ownAttemptRoutes: FastifyPluginAsyncZod<{ attempts: Attempts }> = async (app, { attempts }) => {
  app.addHook('onRequest', app.requireToken);
  const signIn = (req: FastifyRequest, reply: FastifyReply) => () => app.requireUser(req, reply);

  app.put(
    '/attempts/:id/answers',
    {
      // Its answer (under 100 bytes) is always below the compression threshold: no compression hooks to run.
      compress: false,
      schema: {
        params: AttemptParams,
        body: compiledCheck(SaveAnswersBody),
        ...doc({
          operationId: 'saveAttemptAnswers',
          summary: 'Autosave answers',
          description:
            'Each save carries a `seq` that grows with every save of the attempt; a save older than the stored one is ignored (`saved: false`), so retries and reordered requests are harmless. 409 once the attempt is submitted or its time is up.',
          access: 'user',
          data: SaveAnswersResult,
          errors: [404, 409],
        }),
      },
    },
    async (req, reply) => ok(await attempts.save(tokenHolder(req), req.params.id, req.body, signIn(req, reply))),
  );
  app.get(
    '/attempts/:id',
    {
      schema: {
        params: AttemptParams,
        ...doc({
          operationId: 'getAttempt',
          summary: 'The result of an attempt',
          description:
            '409 while the attempt runs. The answer review and key stay closed (empty `answers`, `reviewAvailableAt` set) while a live window of the test is open.',
          access: 'user',
          data: AttemptResult,
          errors: [404, 409],
        }),
      },
    },
    async (req, reply) => ok(await attempts.get(tokenHolder(req), req.params.id, signIn(req, reply))),
  );
  app.get(
    '/attempts/:id/questions',
    {
      schema: {
        params: AttemptParams,
        ...doc({
          operationId: 'getAttemptQuestions',
          summary: 'The questions of a running attempt, with the saved answers',
          description: "Options come in this attempt's shuffled order; answers refer to that order.",
          access: 'user',
          data: AttemptQuestions,
          errors: [404],
        }),
      },
    },
    async (req, reply) => ok(await attempts.questions(tokenHolder(req), req.params.id, signIn(req, reply))),
  );
  app.post(
    '/attempts/:id/submit',
    {
      schema: {
        params: AttemptParams,
        body: compiledCheck(SubmitAttemptBody),
        ...doc({
          operationId: 'submitAttempt',
          summary: 'Submit an attempt and score it',
          description:
            'Saves the answers sent with it and scores the attempt; a repeat answers with the same result. After the time is up (plus a short grace) the answers sent are not taken.',
          access: 'user',
          data: AttemptResult,
          errors: [404],
        }),
      },
    },
    async (req, reply) =>
      ok(await attempts.submit(tokenHolder(req), req.params.id, req.body, signIn(req, reply)), MSG.testSubmitted),
  );
};
