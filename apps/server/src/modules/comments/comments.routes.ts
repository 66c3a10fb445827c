import {
  commentInputSchema,
  commentResponseSchema,
  commentsResponseSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { authenticate, sessionOf } from '../../http/authenticate';
import { authorizeTask } from '../boards/board.policy';
import { presentComment, presentComments } from './comment.presenter';
import { commentsOfTask, findCommentOfTask } from './comments.repo';
import { addComment, deleteComment, editComment } from './comments.service';

const taskParams = z.object({ id: z.uuid('Task not found') });
const commentParams = taskParams.extend({ commentId: z.uuid('Comment not found') });

/** Comments on a task: read by whoever sees the board, written by whoever works on it. */
export const commentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['comments'];
  app.addHook('preHandler', authenticate(ctx));

  /** A comment of this very task; an id of another task's comment reads as missing. */
  const findComment = async (taskId: string, commentId: string) => {
    const row = await findCommentOfTask(ctx.db, taskId, commentId);
    if (!row) throw notFound('Comment not found');
    return row;
  };

  app.get(
    '/tasks/:id/comments',
    {
      schema: { tags, params: taskParams, response: { 200: commentsResponseSchema } },
    },
    async (request) => {
      const { task } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { comments: await presentComments(ctx.db, await commentsOfTask(ctx.db, task.id)) };
    },
  );

  app.post(
    '/tasks/:id/comments',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: taskParams,
        body: commentInputSchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) => {
      const { task, access } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      const comment = await addComment(ctx, access, task, request.body);
      return reply
        .status(201)
        .send({ comment: await presentComment(ctx.db, { comment, author: access.user }) });
    },
  );

  app.put(
    '/tasks/:id/comments/:commentId',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: commentParams,
        body: commentInputSchema,
        response: { 200: commentResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      const { comment } = await findComment(task.id, request.params.commentId);
      const edited = await editComment(ctx, access, comment, request.body);
      return { comment: await presentComment(ctx.db, { comment: edited, author: access.user }) };
    },
  );

  app.delete(
    '/tasks/:id/comments/:commentId',
    {
      preHandler: app.limitBoardWrites,
      schema: { tags, params: commentParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { task, access } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      const { comment } = await findComment(task.id, request.params.commentId);
      await deleteComment(ctx, access, comment);
      return { message: 'Comment deleted' };
    },
  );
};
