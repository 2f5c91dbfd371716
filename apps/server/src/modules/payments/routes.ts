import { CreateOrderBody, IdParams, MockCompleteBody, MSG, VerifyPaymentBody } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { Payments } from './service';

/** mockCheckout: the demo profile, the only one where the test-mode checkout's routes exist. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments; mockCheckout: boolean }> = async (
  app,
  { payments, mockCheckout },
) => {
  app.get('/payments/config', async () => ok(payments.config()));

  // Razorpay signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    webhook.post('/payments/webhook', { config: { rateLimit: false } }, async (req) => {
      const signature = req.headers['x-razorpay-signature'];
      return ok(await payments.webhook(req.body as Buffer, typeof signature === 'string' ? signature : ''));
    });
  });

  const student = { onRequest: app.requireUser };
  app.post('/payments/create-order', { ...student, schema: { body: CreateOrderBody } }, async (req) => {
    const order = await payments.createOrder(currentUser(req), req.body);
    return ok(order, order.purchased ? MSG.testPurchased : undefined);
  });
  app.post('/payments/verify', { ...student, schema: { body: VerifyPaymentBody } }, async (req) => {
    const verified = await payments.verify(currentUser(req), req.body);
    return ok(verified, verified.refunded ? MSG.paymentRefunded : MSG.paymentSuccess);
  });
  if (payments.mockMode && mockCheckout) {
    app.post('/payments/mock/complete', { ...student, schema: { body: MockCompleteBody } }, async (req) =>
      ok(await payments.completeMock(currentUser(req), req.body)),
    );
  }
  app.get('/payments/history', student, async (req) => ok(await payments.history(currentUser(req))));
  app.get('/payments/purchased-tests', student, async (req) => ok(await payments.purchasedTests(currentUser(req))));
  app.get('/payments/:id/receipt', { ...student, schema: { params: IdParams } }, async (req) =>
    ok(await payments.receipt(currentUser(req), req.params.id)),
  );
};
