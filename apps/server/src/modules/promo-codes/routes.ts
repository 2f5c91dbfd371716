import { MSG, PromoValidation, ValidatePromoBody } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { MockTests } from '../mock-tests/service';
import type { PromoCodes } from './service';

const doc = routeDocs('Promo codes');

export const promoCodeRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodes; mockTests: MockTests }> = async (
  app,
  { promoCodes, mockTests },
) => {
  app.post(
    '/promo-codes/validate',
    {
      schema: {
        body: ValidatePromoBody,
        ...doc({
          operationId: 'validatePromoCode',
          summary: 'Check a promo code against a test',
          description: 'Answers the price with the discount; nothing is reserved until an order is created.',
          access: 'user',
          data: PromoValidation,
          errors: [404],
        }),
      },
      onRequest: app.requireUser,
    },
    async (req) => {
      const test = await mockTests.getVisible(currentUser(req), req.body.testId);
      return ok(await promoCodes.validate(test, req.body.code), MSG.promoApplied);
    },
  );
};
