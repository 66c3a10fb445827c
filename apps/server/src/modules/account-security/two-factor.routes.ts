import {
  disableTwoFactorInputSchema,
  recoveryCodesResponseSchema,
  regenerateRecoveryCodesInputSchema,
  twoFactorConfirmInputSchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@teamboard/shared/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service';
import { sessionOf } from '../../http/caller';
import { signedInUser } from '../users/session-user.service';

const callerOf = (request: FastifyRequest) => ({
  client: clientOf(request),
  sessionId: sessionOf(request).sessionId,
});

/** /api/me/two-factor: setting up, and turning off, two-factor sign-in with an authenticator app. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['me'];
  const config = { apiKeys: false } as const;
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/two-factor',
    {
      config,
      schema: {
        operationId: 'getTwoFactor',
        summary: 'Get your two-factor sign-in status',
        tags,
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactorStatus(ctx, await signedInUser(ctx.db, request)),
  );

  app.post(
    '/me/two-factor/setup',
    {
      config,
      schema: {
        operationId: 'setUpTwoFactor',
        summary: 'Start setting up two-factor sign-in',
        errors: [409],
        tags,
        body: twoFactorSetupInputSchema,
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      return startTwoFactorSetup(ctx, user, request.body, sessionOf(request).sessionId);
    },
  );

  app.post(
    '/me/two-factor/enable',
    {
      config,
      schema: {
        operationId: 'enableTwoFactor',
        summary: 'Turn on two-factor sign-in',
        errors: [409],
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
        operationId: 'regenerateRecoveryCodes',
        summary: 'Replace your recovery codes',
        errors: [409],
        tags,
        body: regenerateRecoveryCodesInputSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      const caller = callerOf(request);
      return { recoveryCodes: await regenerateRecoveryCodes(ctx, user, request.body, caller) };
    },
  );

  app.post(
    '/me/two-factor/disable',
    {
      config,
      schema: {
        operationId: 'disableTwoFactor',
        summary: 'Turn off two-factor sign-in',
        errors: [409],
        tags,
        body: disableTwoFactorInputSchema,
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await disableTwoFactor(ctx, user, request.body, callerOf(request));
      return twoFactorStatus(ctx, await signedInUser(ctx.db, request));
    },
  );
};
