import type { Socket } from 'socket.io';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound, unauthorized } from '../../http/app-error';
import { authorizeBoard } from '../boards/board.policy';
import { findUserById } from '../users/users.repo';
import { boardRoom, notificationsRoom, userIdOf, type Ack } from './realtime-server';

const boardRequest = z.object({ boardId: z.uuid() });
const chatRequest = z.object({ chatId: z.string().min(1) });

/**
 * The events a client sends. Each answers its acknowledgement with {ok: true} or
 * {ok: false, message}; a refused join also gets an `error` event and no room.
 */
export function registerRoomHandlers(ctx: AppContext, socket: Socket): void {
  const userId = userIdOf(socket);
  const on = (event: string, handler: (body: unknown) => Promise<void>) => {
    socket.on(event, (body: unknown, ack?: unknown) => {
      const answer: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      handler(body).then(
        () => answer({ ok: true }),
        (error: unknown) => {
          const message = error instanceof AppError ? error.message : 'Request failed';
          if (!(error instanceof AppError))
            ctx.log.error({ err: error, event }, 'socket event failed');
          socket.emit('error', { event, message });
          answer({ ok: false, message });
        },
      );
    });
  };

  on('join-board', async (body) => {
    const { boardId } = parse(boardRequest, body, 'Board not found');
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized();
    await authorizeBoard(ctx.db, user, boardId, 'board.view');
    // One board room at a time: joining a board leaves the previous one.
    for (const room of socket.rooms) {
      if (room.startsWith('board:') && room !== boardRoom(boardId)) await socket.leave(room);
    }
    await socket.join(boardRoom(boardId));
  });
  on('leave-board', async (body) => {
    const { boardId } = parse(boardRequest, body, 'Board not found');
    await socket.leave(boardRoom(boardId));
  });
  on('join-notifications', async () => {
    await socket.join(notificationsRoom(userId));
  });
  on('leave-notifications', async () => {
    await socket.leave(notificationsRoom(userId));
  });
  // Direct chat is a later feature: no chat exists yet, so every chat event names none.
  for (const event of ['join-chat', 'leave-chat', 'typing', 'stop-typing']) {
    on(event, async (body) => {
      parse(chatRequest, body, 'Chat not found');
      throw notFound('Chat not found');
    });
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown, message: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}
