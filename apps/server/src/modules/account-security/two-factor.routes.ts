import {
  disableTwoFactorInputSchema,
  recoveryCodesResponseSchema,
  regenerateRecoveryCodesInputSchema,
  twoFactorConfirmInputSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@teamboard/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate, signedInUser } from '../../http/authenticate';
import { clientOf } from '../../http/client-info';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service';

/** /api/me/two-factor: setting up, and turning off, two-factor sign-in with an authenticator app. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['me'];
  const config = { apiKeys: false } as const;
  app.addHook('preHandler', authenticate(ctx));

  app.get(
    '/me/two-factor',
    { config, schema: { tags, response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactorStatus(ctx, await signedInUser(ctx.db, request)),
  );

  app.post(
    '/me/two-factor/setup',
    {
      config,
      schema: { tags, body: twoFactorSetupInputSchema, response: { 200: twoFactorSetupSchema } },
    },
    async (request) => startTwoFactorSetup(ctx, await signedInUser(ctx.db, request), request.body),
  );

  app.post(
    '/me/two-factor/enable',
    {
      config,
      schema: {
        tags,
        body: twoFactorConfirmInputSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      const { code } = request.body;
      return { recoveryCodes: await confirmTwoFactor(ctx, user, code, clientOf(request)) };
    },
  );

  app.post(
    '/me/two-factor/recovery-codes',
    {
      config,
      schema: {
        tags,
        body: regenerateRecoveryCodesInputSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      const client = clientOf(request);
      return { recoveryCodes: await regenerateRecoveryCodes(ctx, user, request.body, client) };
    },
  );

  app.post(
    '/me/two-factor/disable',
    {
      config,
      schema: { tags, body: disableTwoFactorInputSchema, response: { 200: twoFactorStatusSchema } },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await disableTwoFactor(ctx, user, request.body, clientOf(request));
      return twoFactorStatus(ctx, await signedInUser(ctx.db, request));
    },
  );
};
