import {
  boardPreferencesByBodyInputSchema,
  boardPreferencesResponseSchema,
  DEFAULT_BOARD_VIEW,
  DEFAULT_CARD_PROPERTIES,
  updateBoardPreferencesInputSchema,
  type BoardPreferences,
} from '@teamboard/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { boardPreferences } from '../../db/schema/index';
import { authenticate, sessionOf } from '../../http/authenticate';
import { authorizeBoard } from './board.policy';

const boardParams = z.object({ id: z.uuid('Board not found') });
const DEFAULTS: BoardPreferences = {
  view: DEFAULT_BOARD_VIEW,
  defaultCardProperties: [...DEFAULT_CARD_PROPERTIES],
};

async function readPreferences(
  db: Database,
  boardId: string,
  userId: string,
): Promise<BoardPreferences> {
  const [row] = await db
    .select()
    .from(boardPreferences)
    .where(and(eq(boardPreferences.boardId, boardId), eq(boardPreferences.userId, userId)))
    .limit(1);
  if (!row) return DEFAULTS;
  return {
    view: row.view as BoardPreferences['view'],
    defaultCardProperties: row.defaultCardProperties as BoardPreferences['defaultCardProperties'],
  };
}

async function writePreferences(
  db: Database,
  boardId: string,
  userId: string,
  changes: Partial<BoardPreferences>,
): Promise<BoardPreferences> {
  const next = { ...(await readPreferences(db, boardId, userId)), ...changes };
  await db
    .insert(boardPreferences)
    .values({ boardId, userId, ...next })
    .onConflictDoUpdate({ target: [boardPreferences.boardId, boardPreferences.userId], set: next });
  return next;
}

/** Each user's own view of a board: which view, which card properties (spec defaults until changed). */
export const boardPreferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', authenticate(ctx));

  app.get(
    '/boards/:id/preferences',
    { schema: { tags, params: boardParams, response: { 200: boardPreferencesResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { preferences: await readPreferences(ctx.db, access.board.id, access.user.id) };
    },
  );

  app.put(
    '/boards/:id/preferences',
    {
      schema: {
        tags,
        params: boardParams,
        body: updateBoardPreferencesInputSchema,
        response: { 200: boardPreferencesResponseSchema },
      },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return {
        preferences: await writePreferences(ctx.db, access.board.id, access.user.id, request.body),
      };
    },
  );

  app.put(
    '/boards/preferences',
    {
      schema: {
        tags,
        body: boardPreferencesByBodyInputSchema,
        response: { 200: boardPreferencesResponseSchema },
      },
    },
    async (request) => {
      const { board, ...changes } = request.body;
      const access = await authorizeBoard(ctx.db, sessionOf(request), board, 'board.view');
      return {
        preferences: await writePreferences(ctx.db, access.board.id, access.user.id, changes),
      };
    },
  );
};
