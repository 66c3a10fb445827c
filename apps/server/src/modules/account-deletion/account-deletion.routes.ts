import { messageResponseSchema } from '@teamboard/shared';
import { deleteAccountInputSchema } from '@teamboard/shared/account-deletion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { deleteAccount } from './account-deletion.service';
import { signedInUser } from '../users/session-user.service';

/** DELETE /api/me: the person deletes their own account (/account/security). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', app.authenticate);

  app.delete(
    '/me',
    {
      config: { apiKeys: false },
      schema: {
        operationId: 'deleteAccount',
        errors: [409],
        summary: 'Delete your account',
        description:
          'Deletes the account, confirmed by its password, and ends every session. Workspaces it owns alone go with it; those it owns with other members must change hands first (409).',
        tags: ['me'],
        body: deleteAccountInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteAccount(ctx, await signedInUser(ctx.db, request), request.body);
      return { message: 'Your account was deleted' };
    },
  );
};
