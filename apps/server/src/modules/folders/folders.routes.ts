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
import { workspaceGate } from '../workspaces/workspace.policy';
import { folderArrangingGate, folderGate } from './folder.policy';
import {
  changeFolder,
  createFolder,
  deleteFolder,
  listFolders,
  reorderFolders,
} from './folders.service';
import { fromBody, fromQuery, gated } from '../../http/gate';

const folderParams = z.object({ id: z.uuid('Folder not found') });

/** /api/folders: the folders that shape a workspace's project list. */
export const foldersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['folders'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/folders',
    {
      config: { gate: workspaceGate('workspace.view', fromQuery('workspaceId')) },
      schema: {
        operationId: 'listFolders',
        summary: "List a workspace's folders",
        tags,
        querystring: z.object({ workspaceId: workspaceRefField }),
        response: { 200: foldersResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return { folders: await listFolders(ctx.db, membership) };
    },
  );

  app.post(
    '/folders',
    {
      config: { gate: folderArrangingGate(fromBody('workspaceId')) },
      schema: {
        operationId: 'createFolder',
        summary: 'Create a folder',
        tags,
        body: createFolderInputSchema,
        response: { 201: folderResponseSchema },
      },
    },
    async (request, reply) => {
      const { workspace } = gated(request, folderArrangingGate);
      const folder = await createFolder(ctx.db, workspace.id, request.body);
      return reply.status(201).send({ folder });
    },
  );

  app.put(
    '/folders/reorder',
    {
      config: { gate: folderArrangingGate(fromBody('workspaceId')) },
      schema: {
        operationId: 'reorderFolders',
        summary: 'Reorder folders',
        tags,
        body: reorderFoldersInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, folderArrangingGate);
      await reorderFolders(ctx.db, workspace.id, request.body.items);
      return { message: 'Folders reordered' };
    },
  );

  app.put(
    '/folders/:id',
    {
      config: { gate: folderGate() },
      schema: {
        operationId: 'updateFolder',
        summary: 'Rename a folder',
        tags,
        params: folderParams,
        body: updateFolderInputSchema,
        response: { 200: folderResponseSchema },
      },
    },
    async (request) => {
      const { folder } = gated(request, folderGate);
      return { folder: await changeFolder(ctx.db, folder, request.body) };
    },
  );

  app.delete(
    '/folders/:id',
    {
      config: { gate: folderGate() },
      schema: {
        operationId: 'deleteFolder',
        summary: 'Delete a folder',
        tags,
        params: folderParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { folder } = gated(request, folderGate);
      await deleteFolder(ctx.db, folder);
      return { message: 'Folder deleted' };
    },
  );
};
