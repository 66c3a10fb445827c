import {
  columnTypeInputSchema,
  columnTypeResponseSchema,
  columnTypeUpdateSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { workspaceGate } from './workspace.policy';
import { addColumnType, editColumnType, removeColumnType } from './column-types.service';
import { workspaceParams } from './workspace-params';
import { gated } from '../../http/gate';

const typeParams = workspaceParams.extend({ columnTypeId: z.uuid('Column type not found') });

/** /api/workspaces/{id}/column-types: kinds of columns; the default ones seed every new board. */
export const columnTypesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['column types'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/workspaces/:workspace/column-types',
    {
      config: { gate: workspaceGate('columnTypes.manage') },
      schema: {
        operationId: 'createColumnType',
        summary: 'Create a column type',
        tags,
        params: workspaceParams,
        body: columnTypeInputSchema,
        response: { 201: columnTypeResponseSchema },
      },
    },
    async (request, reply) => {
      const { workspace } = gated(request, workspaceGate);
      const columnType = await addColumnType(ctx.db, workspace.id, request.body);
      return reply.status(201).send({ columnType });
    },
  );

  app.put(
    '/workspaces/:workspace/column-types/:columnTypeId',
    {
      config: { gate: workspaceGate('columnTypes.manage') },
      schema: {
        operationId: 'updateColumnType',
        summary: 'Update a column type',
        tags,
        params: typeParams,
        body: columnTypeUpdateSchema,
        response: { 200: columnTypeResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, workspaceGate);
      const { columnTypeId } = request.params;
      return { columnType: await editColumnType(ctx.db, workspace.id, columnTypeId, request.body) };
    },
  );

  app.delete(
    '/workspaces/:workspace/column-types/:columnTypeId',
    {
      config: { gate: workspaceGate('columnTypes.manage') },
      schema: {
        operationId: 'deleteColumnType',
        summary: 'Delete a column type',
        tags,
        params: typeParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, workspaceGate);
      await removeColumnType(ctx.db, workspace.id, request.params.columnTypeId);
      return { message: 'Column type deleted' };
    },
  );
};
