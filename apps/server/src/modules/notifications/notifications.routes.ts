import {
  markAllNotificationsReadResponseSchema,
  messageResponseSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { IpRateLimits } from '../../http/rate-limits';
import { changePreferences, preferencesOf, unsubscribe } from './notification-settings.service';
import {
  listNotifications,
  markAllRead,
  markRead,
  removeNotification,
} from './notifications.service';
import { signedInUser } from '../users/session-user.service';

const notificationParams = z.object({ id: z.uuid('Notification not found') });

/**
 * The signed-in user's own notifications and notification settings. Nobody else's is ever
 * visible: an id of another user's notification reads as missing.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['notifications'];
  app.addHook('preHandler', app.authenticate);
  const userOf = async (request: Parameters<typeof signedInUser>[1]) =>
    (await signedInUser(ctx.db, request)).id;

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: 'List your notifications',
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => listNotifications(ctx.db, await userOf(request), request.query),
  );

  app.post(
    '/notifications/:id/mark-read',
    {
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Mark a notification read',
        tags,
        params: notificationParams,
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => ({
      notification: await markRead(ctx.db, await userOf(request), request.params.id),
    }),
  );

  app.post(
    '/notifications/mark-all-read',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read',
        tags,
        response: { 200: markAllNotificationsReadResponseSchema },
      },
    },
    async (request) => ({ updated: await markAllRead(ctx.db, await userOf(request)) }),
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        operationId: 'deleteNotification',
        summary: 'Delete a notification',
        tags,
        params: notificationParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeNotification(ctx.db, await userOf(request), request.params.id);
      return { message: 'Notification deleted' };
    },
  );

  app.get(
    '/me/notification-preferences',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        summary: 'Get your notification preferences',
        tags,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({ preferences: await preferencesOf(ctx.db, await userOf(request)) }),
  );

  app.put(
    '/me/notification-preferences',
    {
      schema: {
        operationId: 'updateNotificationPreferences',
        summary: 'Change your notification preferences',
        tags,
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({
      preferences: await changePreferences(ctx.db, await userOf(request), request.body),
    }),
  );
};

/**
 * An email's one-click unsubscribe link: the signed token is the only credential (no sign-in),
 * limited per address like the other link tokens.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribe',
        summary: 'Unsubscribe from an email by its link',
        tags: ['notifications'],
        body: unsubscribeInputSchema,
        response: { 200: unsubscribeResponseSchema },
      },
      config: { rateLimit: limits.linkToken },
    },
    async (request) => unsubscribe(ctx, request.body.token),
  );
};
