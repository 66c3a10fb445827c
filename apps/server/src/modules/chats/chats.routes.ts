import {
  chatMessageResponseSchema,
  chatResponseSchema,
  chatsQuerySchema,
  chatsResponseSchema,
  directChatInputSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageInputSchema,
} from '@teamboard/shared';
import { reactInputSchema } from '@teamboard/shared/reaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  deleteMessage,
  editMessage,
  listChats,
  listMessages,
  openDirectChat,
  reactToMessage,
  readChat,
  sendMessage,
} from './chats.service';
import { fromBody, fromQuery, gated } from '../../http/gate';
import { workspaceGate } from '../workspaces/workspace.policy';
import { chatGate, messageGate } from './chat.policy';

const chatParams = z.object({ id: z.uuid('Chat not found') });
const messageParams = z.object({ id: z.uuid('Message not found') });

/**
 * Direct chats between members of a workspace: only their two participants see one. Sending,
 * editing, reacting and deleting count against the chat budget (chat-write-limit.ts).
 */
export const chatsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['chats'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/chats',
    {
      config: { gate: workspaceGate('workspace.view', fromQuery('workspaceId')) },
      schema: {
        operationId: 'listChats',
        summary: 'List your chats in a workspace',
        tags,
        querystring: chatsQuerySchema,
        response: { 200: chatsResponseSchema },
      },
    },
    async (request) => ({ chats: await listChats(ctx, gated(request, workspaceGate)) }),
  );

  app.post(
    '/chats/direct',
    {
      config: { gate: workspaceGate('workspace.view', fromBody('workspaceId')) },
      schema: {
        operationId: 'openDirectChat',
        summary: 'Open a direct chat with a member',
        tags,
        body: directChatInputSchema,
        response: { 200: chatResponseSchema, 201: chatResponseSchema },
      },
    },
    async (request, reply) => {
      const { chat, created } = await openDirectChat(
        ctx,
        gated(request, workspaceGate),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ chat });
    },
  );

  app.get(
    '/chats/:id/messages',
    {
      config: { gate: chatGate('read') },
      schema: {
        operationId: 'listChatMessages',
        summary: "List a chat's messages",
        tags,
        params: chatParams,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema },
      },
    },
    async (request) => listMessages(ctx, gated(request, chatGate), request.query),
  );

  app.post(
    '/chats/:id/messages',
    {
      config: { gate: chatGate('write'), idempotent: true },
      preHandler: app.limitChatWrites,
      schema: {
        operationId: 'sendChatMessage',
        summary: 'Send a chat message',
        tags,
        params: chatParams,
        body: sendMessageInputSchema,
        response: { 201: chatMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(ctx, gated(request, chatGate), request.body.content);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/chats/:id/read',
    {
      config: { gate: chatGate('read') },
      schema: {
        operationId: 'markChatRead',
        summary: 'Mark a chat read',
        tags,
        params: chatParams,
        response: { 200: chatResponseSchema },
      },
    },
    async (request) => ({ chat: await readChat(ctx, gated(request, chatGate)) }),
  );

  app.post(
    '/messages/:id/react',
    {
      config: { gate: messageGate('write') },
      preHandler: app.limitChatWrites,
      schema: {
        operationId: 'reactToMessage',
        summary: 'Add or remove a reaction on a message',
        tags,
        params: messageParams,
        body: reactInputSchema,
        response: { 200: chatMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await reactToMessage(
        ctx,
        gated(request, messageGate),
        request.params.id,
        request.body.emoji,
      ),
    }),
  );

  app.put(
    '/messages/:id',
    {
      config: { gate: messageGate('write') },
      preHandler: app.limitChatWrites,
      schema: {
        operationId: 'editChatMessage',
        summary: 'Edit one of your chat messages',
        description:
          'Only its sender may edit a message, and not once deleted; it keeps its place, status ' +
          'and reactions and gains `editedAt`. The same text again changes nothing.',
        tags,
        params: messageParams,
        body: sendMessageInputSchema,
        response: { 200: chatMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await editMessage(
        ctx,
        gated(request, messageGate),
        request.params.id,
        request.body.content,
      ),
    }),
  );

  app.delete(
    '/messages/:id',
    {
      config: { gate: messageGate('write') },
      preHandler: app.limitChatWrites,
      schema: {
        operationId: 'deleteChatMessage',
        summary: 'Delete a chat message',
        tags,
        params: messageParams,
        response: { 200: chatMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await deleteMessage(ctx, gated(request, messageGate), request.params.id),
    }),
  );
};
