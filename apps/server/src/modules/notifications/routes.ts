import {
  IdParams,
  LIVE_SOON_MINUTES,
  NEW_TEST_DAYS,
  NotificationPage,
  PageQuery,
  UnreadNotifications,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { Notifications } from './service';

const doc = routeDocs('Notifications');

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: Notifications }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/notifications',
    {
      schema: {
        querystring: PageQuery,
        ...doc({
          operationId: 'listNotifications',
          summary: "The student's notifications",
          description: `Their results and payments, and the tests added for their target exams since they signed up (within the last ${NEW_TEST_DAYS} days), newest first; the first page starts with the live tests of their exams (or that they registered for) starting within ${LIVE_SOON_MINUTES} minutes or running. Results are left out while the student's \`resultNotifications\` setting is off, and tests added or starting while \`testReminders\` is off. Pages of at most \`limit\` (plus those live tests); pass the last page's \`nextCursor\` as \`cursor\` for the next one.`,
          access: 'user',
          data: NotificationPage,
        }),
      },
    },
    async (req) => ok(await notifications.list(currentUser(req), req.query)),
  );
  app.get(
    '/notifications/unread-count',
    {
      schema: {
        ...doc({
          operationId: 'countUnreadNotifications',
          summary: 'How many notifications are unread',
          access: 'user',
          data: UnreadNotifications,
        }),
      },
    },
    async (req) => ok(await notifications.unread(currentUser(req))),
  );
  app.post(
    '/notifications/read-all',
    {
      schema: {
        ...doc({
          operationId: 'markAllNotificationsRead',
          summary: 'Mark every notification read',
          description: 'Answers the unread count afterwards.',
          access: 'user',
          data: UnreadNotifications,
        }),
      },
    },
    async (req) => ok(await notifications.markAllRead(currentUser(req))),
  );
  app.post(
    '/notifications/:id/read',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'markNotificationRead',
          summary: 'Mark one notification read',
          description:
            "`id` is a notification's `_id` from the list. Marking again is harmless. Answers the unread count afterwards.",
          access: 'user',
          data: UnreadNotifications,
          errors: [404],
        }),
      },
    },
    async (req) => ok(await notifications.markRead(currentUser(req), req.params.id)),
  );
};
