import multipart from '@fastify/multipart';
import { attachmentResponseSchema, attachmentsResponseSchema } from '@teamboard/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/app-error';
import { gated } from '../../http/gate';
import { dropUnreadUpload } from '../../http/unread-upload';
import { initiatorOf } from '../auth/request-initiator';
import { taskGate } from '../boards/board.policy';
import { attachmentGate } from './attachment.policy';
import { deliverFile, deliverThumbnail, type Delivery } from './attachment-download.service';
import { addAttachment, listAttachments, removeAttachment } from './attachments.service';
import type { FileStorage } from './file-storage';

const taskParams = z.object({ id: z.uuid('Task not found') });
const attachmentParams = z.object({ id: z.uuid('Attachment not found') });
/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Answers a download: a redirect to a signed address, or the bytes with their headers. */
function send(reply: FastifyReply, delivery: Delivery) {
  if ('redirect' in delivery) {
    return reply.header('cache-control', 'no-store').redirect(delivery.redirect, 302);
  }
  const { served, size, body } = delivery;
  reply
    .type(served.contentType)
    .header('content-disposition', served.contentDisposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache');
  if (size !== undefined) reply.header('content-length', size);
  return reply.send(body);
}

/**
 * Files attached to tasks: listed and downloaded by whoever sees the task, uploaded by whoever
 * works on it, deleted by their uploader or a board admin.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  storage: FileStorage;
}> = async (app, { ctx, storage }) => {
  const tags = ['attachments'];
  const maxBytes = ctx.config.attachmentMaxBytes;
  // One byte over the limit reaches the upload's own counter, which answers 413 for it.
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1 },
  });
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/tasks/:id/attachments',
    {
      config: { gate: taskGate('board.view') },
      schema: {
        operationId: 'listTaskAttachments',
        summary: "List a task's attachments",
        tags,
        params: taskParams,
        response: { 200: attachmentsResponseSchema },
      },
    },
    async (request) => ({
      attachments: await listAttachments(ctx, gated(request, taskGate).task),
    }),
  );

  app.post(
    '/tasks/:id/attachments',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      bodyLimit: maxBytes + ENVELOPE_BYTES,
      onResponse: dropUnreadUpload,
      schema: {
        operationId: 'uploadAttachment',
        summary: 'Attach a file to a task',
        errors: [402, 413, 415],
        tags,
        description: `multipart/form-data with one part, \`file\`. 413 past ATTACHMENT_MAX_BYTES, 400 for an executable, 402 past the plan's storage.`,
        params: taskParams,
        consumes: ['multipart/form-data'],
        response: { 201: attachmentResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, taskGate);
      // Before the file is read: a workspace out of room is told so at once.
      await ctx.plans.assertCanStore(ctx.db, access.access.board.workspaceId, 1);
      if (!request.isMultipart()) throw badRequest('Send the file as a multipart upload');
      const upload = await request.file();
      if (!upload) throw badRequest('Choose a file to upload');
      const attachment = await addAttachment(
        ctx,
        storage,
        access,
        { fileName: upload.filename, file: upload.file },
        initiatorOf(request),
      );
      return reply.status(201).send({ attachment });
    },
  );

  app.get(
    '/attachments/:id/download',
    {
      config: { gate: attachmentGate('board.view') },
      schema: {
        operationId: 'downloadAttachment',
        summary: 'Download an attachment',
        tags,
        description:
          'The bytes (images, PDF and plain text inline, anything else as a download), or a redirect to a short-lived signed address on object storage.',
        params: attachmentParams,
      },
    },
    async (request, reply) =>
      send(reply, await deliverFile(storage, gated(request, attachmentGate).attachment)),
  );

  app.get(
    '/attachments/:id/thumbnail',
    {
      config: { gate: attachmentGate('board.view') },
      schema: {
        operationId: 'getAttachmentThumbnail',
        summary: "Get an attachment's thumbnail",
        tags,
        description: "An image's WebP thumbnail.",
        params: attachmentParams,
      },
    },
    async (request, reply) =>
      send(reply, await deliverThumbnail(storage, gated(request, attachmentGate).attachment)),
  );

  app.delete(
    '/attachments/:id',
    {
      config: { gate: attachmentGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteAttachment',
        summary: 'Delete an attachment',
        tags,
        params: attachmentParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await removeAttachment(ctx, gated(request, attachmentGate), initiatorOf(request));
      return reply.status(204).send(null);
    },
  );
};
