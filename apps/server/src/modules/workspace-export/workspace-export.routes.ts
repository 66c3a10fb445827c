import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import { ERROR_CODES, formatFileSize, workspaceResponseSchema } from '@teamboard/shared';
import {
  WORKSPACE_IMPORT_MAX_BYTES,
  exportDownloadQuerySchema,
  workspaceExportResponseSchema,
  workspaceExportsResponseSchema,
} from '@teamboard/shared/workspace-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest, tooManyRequests } from '../../http/app-error';
import { workspaceParams } from '../workspaces/workspace-params';
import { exportGate } from './export.policy';
import { downloadableExport, listExports, requestExport } from './export.service';
import { importWorkspace } from './import.service';
import { withUploadedFile } from './import-upload';
import type { WorkspaceExports } from './workspace-exports';
import { ZipReadersBusy } from './zip-read-thread';
import { ExportZipRejected, ExportZipTooLarge } from './zip-reader';
import { signedInUser } from '../users/session-user.service';
import { gated } from '../../http/gate';

const downloadParams = z.object({ exportId: z.uuid('Export not found') });
const tooLarge = () =>
  new AppError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The file is larger than ${formatFileSize(WORKSPACE_IMPORT_MAX_BYTES)}, the most an import takes`,
  );

/** What an import that could not be read answers. */
function importFailure(error: unknown): unknown {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (error instanceof ExportZipTooLarge)
    return new AppError(413, ERROR_CODES.payloadTooLarge, error.message);
  if (error instanceof ExportZipRejected) return badRequest(error.message);
  if (error instanceof ZipReadersBusy) return tooManyRequests(60);
  return error;
}

/**
 * Workspace export (owners and admins: ask, list, and download through the emailed signed link,
 * which needs no session) and import (any signed-in user: the zip becomes a new workspace of
 * theirs). See README.md beside this file.
 */
export const workspaceExportRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  exports: WorkspaceExports;
}> = async (app, { ctx, exports }) => {
  const tags = ['workspace export'];
  await app.register(multipart, {
    limits: { fileSize: WORKSPACE_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const signedIn = app.authenticate;

  app.post(
    '/workspaces/:workspace/export',
    {
      config: { gate: exportGate() },
      preHandler: signedIn,
      schema: {
        operationId: 'startWorkspaceExport',
        summary: 'Start exporting a workspace',
        tags,
        params: workspaceParams,
        response: { 202: workspaceExportResponseSchema },
      },
    },
    async (request, reply) => {
      const membership = gated(request, exportGate);
      return reply.status(202).send({ export: await requestExport(ctx, exports, membership) });
    },
  );

  app.get(
    '/workspaces/:workspace/exports',
    {
      config: { gate: exportGate() },
      preHandler: signedIn,
      schema: {
        operationId: 'listWorkspaceExports',
        summary: "List a workspace's exports",
        tags,
        params: workspaceParams,
        response: { 200: workspaceExportsResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, exportGate);
      return { exports: await listExports(ctx, exports, workspace.id) };
    },
  );

  app.get(
    '/workspace-exports/:exportId/download',
    {
      schema: {
        operationId: 'downloadWorkspaceExport',
        summary: 'Download a workspace export',
        tags,
        description:
          'The signed link is the credential: no session. 404 for a bad signature, 410 once expired.',
        params: downloadParams,
        querystring: exportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { file, name } = await downloadableExport(ctx, exports, {
        ...request.params,
        ...request.query,
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    },
  );

  app.post(
    '/workspaces/import',
    {
      preHandler: signedIn,
      bodyLimit: WORKSPACE_IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        operationId: 'importWorkspace',
        summary: 'Create a workspace from an export',
        errors: [402, 413, 415, 429],
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: workspaceResponseSchema },
      },
    },
    async (request, reply) => {
      const importer = await signedInUser(ctx.db, request);
      if (!request.isMultipart())
        throw badRequest('Send the export zip as a multipart file upload');
      const upload = await request.file();
      if (!upload) throw badRequest('Choose the zip of a workspace export to upload');
      const workspace = await withUploadedFile(ctx.config.dataDir, upload.file, (file) => {
        // A file cut at the limit is refused before it is read.
        if (upload.file.truncated) throw tooLarge();
        return importWorkspace(ctx, exports.storage, importer, file);
      }).catch((error: unknown) => {
        throw importFailure(error);
      });
      return reply.status(201).send({ workspace });
    },
  );
};
