import {
  boardPreferencesByBodyInputSchema,
  boardPreferencesResponseSchema,
  updateBoardPreferencesInputSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardParams } from './board-params';
import type { AppContext } from '../../context';
import { boardPreferencesOf, changeBoardPreferences } from './board-preferences.service';
import { boardGate } from './board.policy';
import { fromBody, gated } from '../../http/gate';

/** Each user's own view of a board: which view, which card properties (spec defaults until changed). */
export const boardPreferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/preferences',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'getBoardPreferences',
        summary: 'Get your view settings for a board',
        tags,
        params: boardParams,
        response: { 200: boardPreferencesResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { preferences: await boardPreferencesOf(ctx, access) };
    },
  );

  app.put(
    '/boards/:id/preferences',
    {
      config: { gate: boardGate('board.view'), archivedBoard: 'open' },
      schema: {
        operationId: 'updateBoardPreferences',
        summary: 'Change your view settings for a board',
        tags,
        params: boardParams,
        body: updateBoardPreferencesInputSchema,
        response: { 200: boardPreferencesResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return {
        preferences: await changeBoardPreferences(ctx, access, request.body),
      };
    },
  );

  app.put(
    '/boards/preferences',
    {
      config: { gate: boardGate('board.view', fromBody('board')), archivedBoard: 'open' },
      schema: {
        operationId: 'updateBoardPreferencesByBody',
        summary: 'Change your view settings for a board (board in the body)',
        tags,
        body: boardPreferencesByBodyInputSchema,
        response: { 200: boardPreferencesResponseSchema },
      },
    },
    async (request) => {
      const { board, ...changes } = request.body;
      const access = gated(request, boardGate);
      return {
        preferences: await changeBoardPreferences(ctx, access, changes),
      };
    },
  );
};
