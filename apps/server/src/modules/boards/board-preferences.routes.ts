import {
  boardPreferencesByBodyInputSchema,
  boardPreferencesResponseSchema,
  updateBoardPreferencesInputSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardParams } from './board-params';
import type { AppContext } from '../../context';
import { boardPreferencesOf, changeBoardPreferences } from './board-preferences.service';
import { authorizeBoard } from './board.policy';
import { sessionOf } from '../../http/caller';

/** Each user's own view of a board: which view, which card properties (spec defaults until changed). */
export const boardPreferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', app.authenticate);

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
      return { preferences: await boardPreferencesOf(ctx, access) };
    },
  );

  app.put(
    '/boards/:id/preferences',
    {
      config: { archivedBoard: 'open' },
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
        preferences: await changeBoardPreferences(ctx, access, request.body),
      };
    },
  );

  app.put(
    '/boards/preferences',
    {
      config: { archivedBoard: 'open' },
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
        preferences: await changeBoardPreferences(ctx, access, changes),
      };
    },
  );
};
