import { MSG, ValidatePromoBody } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { MockTests } from '../mock-tests/service';
import type { PromoCodes } from './service';

export const promoCodeRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodes; mockTests: MockTests }> = async (
  app,
  { promoCodes, mockTests },
) => {
  app.post(
    '/promo-codes/validate',
    { schema: { body: ValidatePromoBody }, onRequest: app.requireUser },
    async (req) => {
      const test = await mockTests.getVisible(currentUser(req), req.body.testId);
      return ok(await promoCodes.validate(test, req.body.code), MSG.promoApplied);
    },
  );
};
