import {
  columnTypeInputSchema,
  columnTypeResponseSchema,
  columnTypeUpdateSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { workspaceColumnTypes } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { authenticate, sessionOf } from '../../http/authenticate';
import { authorizeWorkspace } from './workspace.policy';
import { presentColumnType } from './workspace.presenter';
import { workspaceParams } from './workspace-params';

const typeParams = workspaceParams.extend({ columnTypeId: z.uuid('Column type not found') });
const typeNotFound = () => notFound('Column type not found');

/** /api/workspaces/{id}/column-types: kinds of columns; the default ones seed every new board. */
export const columnTypesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['column types'];
  app.addHook('preHandler', authenticate(ctx));
  const ofWorkspace = (workspaceId: string, id: string) =>
    and(eq(workspaceColumnTypes.id, id), eq(workspaceColumnTypes.workspaceId, workspaceId));

  app.post(
    '/workspaces/:workspace/column-types',
    {
      schema: {
        tags,
        params: workspaceParams,
        body: columnTypeInputSchema,
        response: { 201: columnTypeResponseSchema },
      },
    },
    async (request, reply) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'columnTypes.manage',
      );
      // Without a position the new type goes last.
      const position =
        request.body.position ??
        sql`coalesce((select max(position) from workspace_column_types where workspace_id = ${workspace.id}), 0) + 1024`;
      const [row] = await ctx.db
        .insert(workspaceColumnTypes)
        .values({ ...request.body, workspaceId: workspace.id, position })
        .returning();
      if (!row) throw typeNotFound();
      return reply.status(201).send({ columnType: presentColumnType(row) });
    },
  );

  app.put(
    '/workspaces/:workspace/column-types/:columnTypeId',
    {
      schema: {
        tags,
        params: typeParams,
        body: columnTypeUpdateSchema,
        response: { 200: columnTypeResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'columnTypes.manage',
      );
      const [row] = await ctx.db
        .update(workspaceColumnTypes)
        .set(request.body)
        .where(ofWorkspace(workspace.id, request.params.columnTypeId))
        .returning();
      if (!row) throw typeNotFound();
      return { columnType: presentColumnType(row) };
    },
  );

  app.delete(
    '/workspaces/:workspace/column-types/:columnTypeId',
    { schema: { tags, params: typeParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'columnTypes.manage',
      );
      const rows = await ctx.db
        .delete(workspaceColumnTypes)
        .where(ofWorkspace(workspace.id, request.params.columnTypeId))
        .returning({ id: workspaceColumnTypes.id });
      if (rows.length === 0) throw typeNotFound();
      return { message: 'Column type deleted' };
    },
  );
};
