import {
  CreatedOrder,
  CreateOrderBody,
  IdParams,
  MockCompleteBody,
  MockCompletion,
  MSG,
  PageQuery,
  PaymentConfig,
  PaymentHistoryPage,
  PaymentVerified,
  PurchasedTestPage,
  Receipt,
  VerifyPaymentBody,
  WebhookResult,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Payments } from './service';

const doc = routeDocs('Payments');

/** mockCheckout: the demo profile, the only one where the test-mode checkout's routes exist. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments; mockCheckout: boolean }> = async (
  app,
  { payments, mockCheckout },
) => {
  app.get(
    '/payments/config',
    {
      schema: doc({
        operationId: 'getPaymentConfig',
        summary: 'Checkout settings',
        description: "Which provider takes payments, and Razorpay's public key id when it is Razorpay.",
        access: 'public',
        data: PaymentConfig,
      }),
    },
    async () => ok(payments.config()),
  );

  // Razorpay signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    webhook.post(
      '/payments/webhook',
      {
        config: { rateLimit: false },
        schema: doc({
          operationId: 'paymentWebhook',
          summary: "Razorpay's payment events",
          description:
            'Called by Razorpay, signed with the webhook secret in the `X-Razorpay-Signature` header over the raw body. `payment.captured` and `order.paid` record the payment as verify does; `payment.failed` fails the order. Repeats are harmless.',
          access: 'public',
          data: WebhookResult,
          rateLimited: false,
        }),
      },
      async (req) => {
        const signature = req.headers['x-razorpay-signature'];
        return ok(await payments.webhook(req.body as Buffer, typeof signature === 'string' ? signature : ''));
      },
    );
  });

  const student = { onRequest: app.requireUser };
  app.post(
    '/payments/create-order',
    {
      ...student,
      schema: {
        body: CreateOrderBody,
        ...doc({
          operationId: 'createOrder',
          summary: 'Price a test and open an order',
          description:
            'The server prices the order (an `amount` sent is ignored) and applies the promo code. A student has one open order per test: asked again with the same terms it is handed out again. When a promo makes it free, the test is bought at once (`purchased: true`, `order: null`).',
          access: 'user',
          data: CreatedOrder,
          errors: [404, 409, 502],
        }),
      },
    },
    async (req) => {
      const order = await payments.createOrder(currentUser(req), req.body);
      return ok(order, order.purchased ? MSG.testPurchased : undefined);
    },
  );
  app.post(
    '/payments/verify',
    {
      ...student,
      schema: {
        body: VerifyPaymentBody,
        ...doc({
          operationId: 'verifyPayment',
          summary: "Record a payment from the checkout's answer",
          description:
            "Checks the checkout's signature and buys the test; when the test was already owned the money is refunded (`refunded: true`). A repeat answers the same without a second purchase.",
          access: 'user',
          data: PaymentVerified,
          errors: [404, 409],
        }),
      },
    },
    async (req) => {
      const verified = await payments.verify(currentUser(req), req.body);
      return ok(verified, verified.refunded ? MSG.paymentRefunded : MSG.paymentSuccess);
    },
  );
  if (payments.mockMode && mockCheckout) {
    app.post(
      '/payments/mock/complete',
      {
        ...student,
        schema: {
          body: MockCompleteBody,
          ...doc({
            operationId: 'completeMockPayment',
            summary: 'Pay or fail an order in the test-mode checkout',
            description:
              'Demo profile only. Answers what the real checkout would hand to verify; `failure` fails the order (400).',
            access: 'user',
            data: MockCompletion,
            errors: [404],
          }),
        },
      },
      async (req) => ok(await payments.completeMock(currentUser(req), req.body)),
    );
  }
  app.get(
    '/payments/history',
    {
      ...student,
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listMyPayments',
          summary: "The student's payments, newest first",
          description:
            "Pages of at most `limit` payments; pass the last page's `nextCursor` as `cursor` for the next one (null on the last page). `summary` totals every payment of the student. An order left unpaid for 30 minutes has lapsed: it reads as `failed`.",
          access: 'user',
          data: PaymentHistoryPage,
        }),
      },
    },
    async (req) => ok(await payments.history(currentUser(req), req.query)),
  );
  app.get(
    '/payments/purchased-tests',
    {
      ...student,
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listPurchasedTests',
          summary: 'Ids of the tests the student bought, newest purchase first',
          description:
            'Pages of at most `limit` ids; pass `nextCursor` (the last id of the page) as `cursor` for the next one (null on the last page).',
          access: 'user',
          data: PurchasedTestPage,
        }),
      },
    },
    async (req) => ok(await payments.purchasedTests(currentUser(req), req.query)),
  );
  app.get(
    '/payments/:id/receipt',
    {
      ...student,
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'getReceipt',
          summary: 'The receipt of a payment',
          description: 'Only a paid payment has a receipt: any other (pending, failed, refunded) answers 404.',
          access: 'user',
          data: Receipt,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await payments.receipt(currentUser(req), req.params.id)),
  );
};
