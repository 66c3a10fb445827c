import {
  changePasswordInputSchema,
  lastActiveWorkspaceInputSchema,
  onboardingInputSchema,
  sessionSchema,
  updateProfileInputSchema,
  userResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import {
  changePassword,
  completeOnboarding,
  myAccount,
  setLastActiveWorkspace,
  updateProfile,
} from './me.service';
import { sessionOf } from '../../http/caller';
import { fromBody, gated } from '../../http/gate';
import { workspaceGate } from '../workspaces/workspace.policy';
import { signedInUser } from '../users/session-user.service';

/** The signed-in user's own account: /api/me. */
export const meRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['me'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'Get your profile',
        tags,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      user: await myAccount(ctx.db, sessionOf(request), await signedInUser(ctx.db, request)),
    }),
  );

  app.put(
    '/me',
    {
      schema: {
        operationId: 'updateMe',
        summary: 'Update your profile',
        errors: [409],
        tags,
        body: updateProfileInputSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      const updated = await updateProfile(ctx, user, request.body);
      return { user: await myAccount(ctx.db, sessionOf(request), updated) };
    },
  );

  app.put(
    '/me/password',
    {
      config: { apiKeys: false },
      schema: {
        operationId: 'changePassword',
        summary: 'Change your password',
        tags,
        body: changePasswordInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) =>
      changePassword(ctx, await signedInUser(ctx.db, request), request.body, clientOf(request)),
  );

  app.put(
    '/me/onboarding',
    {
      schema: {
        operationId: 'updateOnboarding',
        summary: 'Record your onboarding progress',
        tags,
        body: onboardingInputSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      const updated = await completeOnboarding(ctx, user, request.body.teamSize);
      return { user: await myAccount(ctx.db, sessionOf(request), updated) };
    },
  );

  app.put(
    '/me/last-active-workspace',
    {
      // Only a workspace of theirs: a login must not land on someone else's "not found".
      config: { gate: workspaceGate('workspace.view', fromBody('workspaceURL')) },
      schema: {
        operationId: 'setLastActiveWorkspace',
        summary: 'Remember the workspace you were in',
        tags,
        body: lastActiveWorkspaceInputSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const updated = await setLastActiveWorkspace(ctx, gated(request, workspaceGate));
      return { user: await myAccount(ctx.db, sessionOf(request), updated) };
    },
  );
};
