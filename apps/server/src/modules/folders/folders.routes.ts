import {
  createFolderInputSchema,
  folderResponseSchema,
  foldersResponseSchema,
  messageResponseSchema,
  reorderFoldersInputSchema,
  updateFolderInputSchema,
  workspaceRefField,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authorizeWorkspace } from '../workspaces/workspace.policy';
import { authorizeFolder, authorizeFolderArranging } from './folder.policy';
import {
  changeFolder,
  createFolder,
  deleteFolder,
  listFolders,
  reorderFolders,
} from './folders.service';
import { sessionOf } from '../../http/caller';

const folderParams = z.object({ id: z.uuid('Folder not found') });

/** /api/folders: the folders that shape a workspace's project list. */
export const foldersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['folders'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/folders',
    {
      schema: {
        tags,
        querystring: z.object({ workspaceId: workspaceRefField }),
        response: { 200: foldersResponseSchema },
      },
    },
    async (request) => {
      const membership = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.query.workspaceId,
        'workspace.view',
      );
      return { folders: await listFolders(ctx.db, membership) };
    },
  );

  app.post(
    '/folders',
    { schema: { tags, body: createFolderInputSchema, response: { 201: folderResponseSchema } } },
    async (request, reply) => {
      const { workspace } = await authorizeFolderArranging(
        ctx.db,
        sessionOf(request),
        request.body.workspaceId,
      );
      const folder = await createFolder(ctx.db, workspace.id, request.body);
      return reply.status(201).send({ folder });
    },
  );

  app.put(
    '/folders/reorder',
    { schema: { tags, body: reorderFoldersInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { workspace } = await authorizeFolderArranging(
        ctx.db,
        sessionOf(request),
        request.body.workspaceId,
      );
      await reorderFolders(ctx.db, workspace.id, request.body.items);
      return { message: 'Folders reordered' };
    },
  );

  app.put(
    '/folders/:id',
    {
      schema: {
        tags,
        params: folderParams,
        body: updateFolderInputSchema,
        response: { 200: folderResponseSchema },
      },
    },
    async (request) => {
      const { folder } = await authorizeFolder(ctx.db, sessionOf(request), request.params.id);
      return { folder: await changeFolder(ctx.db, folder, request.body) };
    },
  );

  app.delete(
    '/folders/:id',
    { schema: { tags, params: folderParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { folder } = await authorizeFolder(ctx.db, sessionOf(request), request.params.id);
      await deleteFolder(ctx.db, folder);
      return { message: 'Folder deleted' };
    },
  );
};
