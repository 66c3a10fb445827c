import { messageResponseSchema } from '@teamboard/shared';
import {
  changeEmailInputSchema,
  confirmEmailChangeInputSchema,
  emailChangeConfirmedSchema,
} from '@teamboard/shared/email-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import type { IpRateLimits } from '../../http/rate-limits';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { sessionOf } from '../../http/caller';
import { signedInUser } from '../users/session-user.service';

/**
 * Changing one's email: asked for by the signed-in person (PUT /api/me/email), confirmed through
 * the link sent to the new address (POST /auth/confirm-email-change, no sign-in needed: the link
 * may be opened on another device). No API key may do either.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  const tags = ['me'];

  app.put(
    '/api/me/email',
    {
      config: { apiKeys: false },
      preHandler: app.authenticate,
      schema: {
        operationId: 'requestEmailChange',
        summary: 'Ask to change your email address',
        errors: [409],
        tags,
        body: changeEmailInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await requestEmailChange(ctx, user, request.body, sessionOf(request).sessionId);
      return { message: `We sent a confirmation link to ${request.body.email}.` };
    },
  );

  app.post(
    '/auth/confirm-email-change',
    {
      config: { apiKeys: false, rateLimit: limits.linkToken },
      schema: {
        operationId: 'confirmEmailChange',
        summary: 'Confirm a new email address',
        errors: [409],
        tags,
        body: confirmEmailChangeInputSchema,
        response: { 200: emailChangeConfirmedSchema },
      },
    },
    async (request) => confirmEmailChange(ctx, request.body.token, clientOf(request)),
  );
};
