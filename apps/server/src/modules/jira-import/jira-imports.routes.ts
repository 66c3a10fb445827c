import multipart from '@fastify/multipart';
import {
  JIRA_IMPORT_MAX_BYTES,
  importMappingSchema,
  jiraImportResponseSchema,
  jiraImportsResponseSchema,
} from '@teamboard/shared/jira-import';
import { toCsv } from '@teamboard/shared/report-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { initiatorOf } from '../auth/request-initiator';
import { boardParams } from '../boards/board-params';
import { boardGate } from '../boards/board.policy';
import { readUploadedExport } from './export-upload';
import { dropUnreadUpload } from '../../http/unread-upload';
import { changeMapping } from './import-mapping.service';
import { cancelImport, startImport } from './import-start.service';
import { createImport } from './import-upload.service';
import { presentImport } from './import.presenter';
import { importGate } from './import.policy';
import { importErrors, importsOfBoard, withFirstErrors } from './jira-imports.repo';
import { sessionOf } from '../../http/caller';
import { gated } from '../../http/gate';

const importParams = z.object({ importId: z.uuid('Import not found') });

/**
 * Jira imports of a board: upload a file (its preview and suggested mapping come back), change
 * the mapping, start, follow, cancel. Only those who manage the board import.
 */
export const jiraImportsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
}> = async (app, { ctx }) => {
  const tags = ['imports'];
  await app.register(multipart, {
    limits: { fileSize: JIRA_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/imports',
    {
      config: { gate: boardGate('board.manage') },
      schema: {
        operationId: 'listBoardImports',
        summary: "List a board's imports",
        tags,
        params: boardParams,
        response: { 200: jiraImportsResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      const imports = await importsOfBoard(ctx.db, access.board.id);
      return { imports: imports.map(presentImport) };
    },
  );

  app.post(
    '/boards/:id/imports/jira',
    {
      config: { gate: boardGate('board.manage') },
      bodyLimit: JIRA_IMPORT_MAX_BYTES + 64 * 1024,
      onResponse: dropUnreadUpload,
      schema: {
        operationId: 'uploadJiraExport',
        summary: 'Upload a Jira export to import',
        errors: [402, 413, 415],
        tags,
        params: boardParams,
        consumes: ['multipart/form-data'],
        response: { 201: jiraImportResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, boardGate);
      // Before the file is read: a plan without the import is told so at once.
      await ctx.plans.assertPlanFeature(ctx.db, access.board.workspaceId, 'jiraImport');
      const { fileName, parsed } = await readUploadedExport(request);
      const created = await createImport(ctx, access, fileName, parsed);
      return reply.status(201).send({ import: created });
    },
  );

  app.get(
    '/imports/:importId',
    {
      config: { gate: importGate() },
      schema: {
        operationId: 'getImport',
        summary: 'Get an import',
        tags,
        params: importParams,
        response: { 200: jiraImportResponseSchema },
      },
    },
    async (request) => {
      const { jiraImport } = gated(request, importGate);
      return { import: presentImport(await withFirstErrors(ctx.db, jiraImport)) };
    },
  );

  app.put(
    '/imports/:importId/mapping',
    {
      config: { gate: importGate() },
      schema: {
        operationId: 'updateImportMapping',
        summary: 'Set how an import maps onto the board',
        tags,
        params: importParams,
        body: importMappingSchema,
        response: { 200: jiraImportResponseSchema },
      },
    },
    async (request) => {
      const { jiraImport, access } = gated(request, importGate);
      return { import: await changeMapping(ctx, access, jiraImport, request.body) };
    },
  );

  app.post(
    '/imports/:importId/start',
    {
      config: { gate: importGate() },
      schema: {
        operationId: 'startImport',
        summary: 'Start an import',
        errors: [402],
        tags,
        params: importParams,
        response: { 200: jiraImportResponseSchema },
      },
    },
    async (request) => {
      const { jiraImport, access } = gated(request, importGate);
      const started = await startImport(
        ctx,
        sessionOf(request),
        access,
        jiraImport,
        initiatorOf(request),
      );
      return { import: started };
    },
  );

  app.post(
    '/imports/:importId/cancel',
    {
      config: { gate: importGate(), archivedBoard: 'open' },
      schema: {
        operationId: 'cancelImport',
        summary: 'Cancel an import',
        errors: [409],
        tags,
        params: importParams,
        response: { 200: jiraImportResponseSchema },
      },
    },
    async (request) => {
      const { jiraImport } = gated(request, importGate);
      return { import: await cancelImport(ctx, jiraImport) };
    },
  );

  app.get(
    '/imports/:importId/errors',
    {
      config: { gate: importGate() },
      schema: {
        operationId: 'listImportErrors',
        summary: "List an import's skipped rows",
        tags,
        params: importParams,
        produces: ['text/csv'],
        description: 'Every row the import could not bring over, as text/csv (row, key, message).',
      },
    },
    async (request, reply) => {
      const { jiraImport } = gated(request, importGate);
      const errors = await importErrors(ctx.db, jiraImport.id);
      const csv = toCsv({
        headers: ['Row', 'Issue key', 'Error'],
        rows: errors.map((error) => [error.row, error.key ?? '', error.message]),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-errors-${jiraImport.id}.csv"`)
        .send(csv);
    },
  );
};
