import {
  ACCOUNT_EVENTS_PAGE_SIZE,
  accountEventsQuerySchema,
  accountEventsResponseSchema,
} from '@teamboard/shared/account-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { presentAccountEvent } from './account-event.presenter';
import { listAccountEvents } from './account-events.repo';
import { signedInUser } from '../users/session-user.service';

/** The signed-in person's own account activity (/account/activities); nobody sees another's. */
export const accountActivityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['me'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/activities',
    {
      // A security record, like the sessions list: for the person signed in, never a script.
      config: { apiKeys: false },
      schema: {
        operationId: 'listAccountActivity',
        summary: "List your account's security events",
        tags,
        querystring: accountEventsQuerySchema,
        response: { 200: accountEventsResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      // One more than a page tells whether an older page exists without counting.
      const rows = await listAccountEvents(
        ctx.db,
        user.id,
        request.query.before,
        ACCOUNT_EVENTS_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, ACCOUNT_EVENTS_PAGE_SIZE);
      const hasMore = rows.length > ACCOUNT_EVENTS_PAGE_SIZE;
      return {
        events: page.map(presentAccountEvent),
        nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );
};
