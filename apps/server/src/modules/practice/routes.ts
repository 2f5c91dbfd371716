import {
  MistakePage,
  PageQuery,
  PracticeAnswerBody,
  PracticeFeedback,
  PracticeNext,
  PracticeOptions,
  PracticeQuery,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Practice } from './service';

const doc = routeDocs('Practice');

export const practiceRoutes: FastifyPluginAsyncZod<{ practice: Practice }> = async (app, { practice }) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/practice',
    {
      schema: doc({
        operationId: 'getPracticeOptions',
        summary: 'What practice can serve, and the progress so far',
        access: 'user',
        data: PracticeOptions,
      }),
    },
    async (req) => ok(await practice.options(currentUser(req))),
  );
  app.get(
    '/practice/next',
    {
      schema: {
        querystring: PracticeQuery,
        ...doc({
          operationId: 'getNextPracticeQuestion',
          summary: 'The next question to practise',
          description: 'Never its key; `question` is null when none matches.',
          access: 'user',
          data: PracticeNext,
        }),
      },
    },
    async (req) => ok(await practice.next(currentUser(req), req.query)),
  );
  app.post(
    '/practice/answer',
    {
      schema: {
        body: PracticeAnswerBody,
        ...doc({
          operationId: 'answerPracticeQuestion',
          summary: 'Answer a practice question',
          description: 'Answers whether it was right, with the key and the explanation.',
          access: 'user',
          data: PracticeFeedback,
        }),
      },
    },
    async (req) => ok(await practice.answer(currentUser(req), req.body)),
  );
  app.get(
    '/practice/mistakes',
    {
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listPracticeMistakes',
          summary: 'Questions the student got wrong in submitted attempts',
          description:
            "The newest question first. Pages of at most `limit` entries with the `total` on the first page; pass the last page's `nextCursor` as `cursor` for the next one.",
          access: 'user',
          data: MistakePage,
        }),
      },
    },
    async (req) => ok(await practice.mistakes(currentUser(req), req.query)),
  );
};
