import {
  markAllNotificationsReadResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { authenticate, signedInUser } from '../../http/authenticate';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsPage,
} from './notifications.repo';

const notificationParams = z.object({ id: z.uuid('Notification not found') });

/**
 * The signed-in user's own notifications (spec section 7). Nobody else's is ever visible: an id of
 * another user's notification reads as missing.
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
      notificationsPage(ctx.db, (await signedInUser(ctx.db, request)).id, request.query.page),
  );

  app.post(
    '/notifications/:id/mark-read',
    { schema: { tags, params: notificationParams, response: { 200: notificationResponseSchema } } },
    async (request) => {
      const notification = await markNotificationRead(
        ctx.db,
        (await signedInUser(ctx.db, request)).id,
        request.params.id,
      );
      if (!notification) throw notFound('Notification not found');
      return { notification };
    },
  );

  app.post(
    '/notifications/mark-all-read',
    { schema: { tags, response: { 200: markAllNotificationsReadResponseSchema } } },
    async (request) => ({
      updated: await markAllNotificationsRead(ctx.db, (await signedInUser(ctx.db, request)).id),
    }),
  );
};
