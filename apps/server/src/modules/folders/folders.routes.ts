import {
  canCreateBoards,
  createFolderInputSchema,
  folderResponseSchema,
  foldersResponseSchema,
  isExternalRole,
  messageResponseSchema,
  reorderFoldersInputSchema,
  updateFolderInputSchema,
  workspaceRefField,
  type Folder,
} from '@teamboard/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { boards, folders, type FolderRow } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { authenticate, sessionOf, signedInUser } from '../../http/authenticate';
import { assertFolderInWorkspace } from '../boards/boards.service';
import { authorizeWorkspace } from '../workspaces/workspace.policy';
import { foldersOnPathToOwnBoards } from './visible-folders';

const folderParams = z.object({ id: z.uuid('Folder not found') });
const folderNotFound = () => notFound('Folder not found');

function presentFolder(row: FolderRow): Folder {
  return {
    _id: row.id,
    name: row.name,
    parentFolder: row.parentFolderId,
    position: row.position,
    workspace: row.workspaceId,
  };
}

/** Folders shape the project list of a workspace; only internal members arrange them. */
export const foldersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['folders'];
  app.addHook('preHandler', authenticate(ctx));

  const arranger = async (request: FastifyRequest, workspaceRef: string) => {
    const membership = await authorizeWorkspace(
      ctx.db,
      sessionOf(request),
      workspaceRef,
      'workspace.view',
    );
    if (!canCreateBoards(membership.role))
      throw forbidden('Guests and clients cannot arrange folders');
    return membership;
  };
  const ownFolder = async (request: FastifyRequest, id: string) => {
    // The session first: a stale one gets 401, not the folder's 404.
    await signedInUser(ctx.db, request);
    const [row] = await ctx.db.select().from(folders).where(eq(folders.id, id)).limit(1);
    if (!row) throw folderNotFound();
    await authorizeWorkspace(ctx.db, sessionOf(request), row.workspaceId, 'workspace.view').catch(
      () => {
        throw folderNotFound();
      },
    );
    await arranger(request, row.workspaceId);
    return row;
  };

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
      const { workspace, role, user } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.query.workspaceId,
        'workspace.view',
      );
      const rows = await ctx.db
        .select()
        .from(folders)
        .where(eq(folders.workspaceId, workspace.id))
        .orderBy(asc(folders.position));
      const visible = isExternalRole(role)
        ? await foldersOnPathToOwnBoards(ctx.db, workspace.id, user.id, rows)
        : rows;
      return { folders: visible.map(presentFolder) };
    },
  );

  app.post(
    '/folders',
    { schema: { tags, body: createFolderInputSchema, response: { 201: folderResponseSchema } } },
    async (request, reply) => {
      const { workspace } = await arranger(request, request.body.workspaceId);
      await assertFolderInWorkspace(ctx.db, request.body.parentFolder, workspace.id);
      const [row] = await ctx.db
        .insert(folders)
        .values({
          workspaceId: workspace.id,
          name: request.body.name,
          parentFolderId: request.body.parentFolder ?? null,
          position: sql`coalesce((select max(position) from folders where workspace_id = ${workspace.id}), 0) + 1024`,
        })
        .returning();
      if (!row) throw folderNotFound();
      return reply.status(201).send({ folder: presentFolder(row) });
    },
  );

  app.put(
    '/folders/reorder',
    { schema: { tags, body: reorderFoldersInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { workspace } = await arranger(request, request.body.workspaceId);
      const ids = request.body.items.map((item) => item.id);
      const owned = await ctx.db
        .select({ id: folders.id })
        .from(folders)
        .where(and(eq(folders.workspaceId, workspace.id), inArray(folders.id, ids)));
      if (owned.length !== new Set(ids).size)
        throw badRequest('Every folder must belong to this workspace');
      await ctx.db.transaction(async (tx) => {
        for (const item of request.body.items)
          await tx.update(folders).set({ position: item.position }).where(eq(folders.id, item.id));
      });
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
      const folder = await ownFolder(request, request.params.id);
      const { parentFolder, ...rest } = request.body;
      if (parentFolder !== undefined) await assertValidParent(folder, parentFolder);
      const [row] = await ctx.db
        .update(folders)
        .set({
          ...rest,
          ...(parentFolder !== undefined ? { parentFolderId: parentFolder } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(folders.id, folder.id))
        .returning();
      if (!row) throw folderNotFound();
      return { folder: presentFolder(row) };
    },
  );

  app.delete(
    '/folders/:id',
    { schema: { tags, params: folderParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const folder = await ownFolder(request, request.params.id);
      await ctx.db.transaction(async (tx) => {
        // Nothing inside is lost: boards and sub-folders move up to the parent.
        await tx
          .update(boards)
          .set({ folderId: folder.parentFolderId })
          .where(eq(boards.folderId, folder.id));
        await tx
          .update(folders)
          .set({ parentFolderId: folder.parentFolderId })
          .where(eq(folders.parentFolderId, folder.id));
        await tx.delete(folders).where(eq(folders.id, folder.id));
      });
      return { message: 'Folder deleted' };
    },
  );

  /** A folder may not be moved into itself or below itself. */
  async function assertValidParent(folder: FolderRow, parentId: string | null): Promise<void> {
    if (!parentId) return;
    await assertFolderInWorkspace(ctx.db, parentId, folder.workspaceId);
    const all = await ctx.db
      .select()
      .from(folders)
      .where(eq(folders.workspaceId, folder.workspaceId));
    for (
      let current: string | null = parentId;
      current;
      current = all.find((row) => row.id === current)?.parentFolderId ?? null
    ) {
      if (current === folder.id) throw badRequest('A folder cannot be moved inside itself');
    }
  }
};
