import {
  accountEventsQuerySchema,
  accountEventsResponseSchema,
} from '@teamboard/shared/account-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { decodeCursor, pageOf } from '../../http/cursor';
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
      const { cursor, limit } = request.query;
      // One more than a page tells whether an older page exists without counting.
      const rows = await listAccountEvents(ctx.db, user.id, {
        after: decodeCursor(cursor),
        limit: limit + 1,
      });
      const { items, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.at, id: row.id }));
      return { events: items.map(presentAccountEvent), nextCursor };
    },
  );
};
