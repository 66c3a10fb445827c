import { messageResponseSchema } from '@teamboard/shared';
import {
  signedInSessionsResponseSchema,
  signOutOthersResponseSchema,
} from '@teamboard/shared/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import { listSessions, signOutOtherSessions, signOutSession } from './signed-in-sessions.service';
import { sessionOf } from '../../http/caller';
import { signedInUser } from '../users/session-user.service';

const sessionParams = z.object({ id: z.uuid('Session not found') });

/** /api/me/sessions: where the user is signed in, and signing those sessions out. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['me'];
  const config = { apiKeys: false } as const;
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/sessions',
    {
      config,
      schema: {
        operationId: 'listSessions',
        summary: 'List your signed-in sessions',
        tags,
        response: { 200: signedInSessionsResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      return { sessions: await listSessions(ctx, user.id, sessionOf(request).sessionId) };
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      config,
      schema: {
        operationId: 'endSession',
        summary: 'Sign out one of your sessions',
        tags,
        params: sessionParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await signOutSession(ctx, user.id, request.params.id, clientOf(request));
      return { message: 'Session signed out' };
    },
  );

  app.post(
    '/me/sessions/sign-out-others',
    {
      config,
      schema: {
        operationId: 'endOtherSessions',
        summary: 'Sign out every other session',
        tags,
        response: { 200: signOutOthersResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      const current = sessionOf(request).sessionId;
      return { signedOut: await signOutOtherSessions(ctx, user.id, current, clientOf(request)) };
    },
  );
};
