import {
  markAllNotificationsReadResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, signedInUser } from '../../http/authenticate';
import { listNotifications, markAllRead, markRead } from './notifications.service';

const notificationParams = z.object({ id: z.uuid('Notification not found') });

/**
 * The signed-in user's own notifications. Nobody else's is ever visible: an id of another user's
 * notification reads as missing.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['notifications'];
  app.addHook('preHandler', authenticate(ctx));

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) =>
      listNotifications(ctx.db, (await signedInUser(ctx.db, request)).id, request.query.page),
  );

  app.post(
    '/notifications/:id/mark-read',
    { schema: { tags, params: notificationParams, response: { 200: notificationResponseSchema } } },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      return { notification: await markRead(ctx.db, user.id, request.params.id) };
    },
  );

  app.post(
    '/notifications/mark-all-read',
    { schema: { tags, response: { 200: markAllNotificationsReadResponseSchema } } },
    async (request) => ({
      updated: await markAllRead(ctx.db, (await signedInUser(ctx.db, request)).id),
    }),
  );
};
