import {
  commentInputSchema,
  commentResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { initiatorOf } from '../auth/request-initiator';
import { taskGate } from '../boards/board.policy';
import { addComment, deleteComment, editComment, listComments } from './comments.service';
import { gated } from '../../http/gate';
import { commentInputExample, exampleComment } from './comment.examples';

const taskParams = z.object({ id: z.uuid('Task not found') });
const commentParams = taskParams.extend({ commentId: z.uuid('Comment not found') });

/** Comments on a task: read by whoever sees the board, written by whoever works on it. */
export const commentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['comments'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/tasks/:id/comments',
    {
      config: { gate: taskGate('board.view') },
      schema: {
        operationId: 'listTaskComments',
        summary: "List a task's comments",
        description:
          'Oldest first, `limit` of them (50 unless told, at most 100); `cursor` gives the ones written after the page it came with.',
        examples: { response: { comments: [exampleComment], nextCursor: null } },
        tags,
        params: taskParams,
        querystring: commentsQuerySchema,
        response: { 200: commentsResponseSchema },
      },
    },
    async (request) => {
      const { task } = gated(request, taskGate);
      return listComments(ctx, task, request.query);
    },
  );

  app.post(
    '/tasks/:id/comments',
    {
      config: { gate: taskGate('board.work'), idempotent: true },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'createComment',
        summary: 'Comment on a task',
        examples: { request: commentInputExample, response: { comment: exampleComment } },
        tags,
        params: taskParams,
        body: commentInputSchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) => {
      const { task, access } = gated(request, taskGate);
      const comment = await addComment(ctx, access, task, request.body, initiatorOf(request));
      return reply.status(201).send({ comment });
    },
  );

  app.put(
    '/tasks/:id/comments/:commentId',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'updateComment',
        summary: 'Edit a comment',
        tags,
        params: commentParams,
        body: commentInputSchema,
        response: { 200: commentResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      const { commentId } = request.params;
      return { comment: await editComment(ctx, access, task, commentId, request.body) };
    },
  );

  app.delete(
    '/tasks/:id/comments/:commentId',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteComment',
        summary: 'Delete a comment',
        tags,
        params: commentParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      await deleteComment(ctx, access, task, request.params.commentId, initiatorOf(request));
      return { message: 'Comment deleted' };
    },
  );
};
