import type { SocketAck } from '@teamboard/shared';
import type { Socket } from 'socket.io';

/**
 * The socket.io rooms of the app. A socket is in its user's room (or, opened with a key restricted
 * to a workspace, in restrictedKeyRoom), and in at most one board or chat room (the room of what
 * the tab shows).
 */
export const boardRoom = (boardId: string) => `board:${boardId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
export const notificationsRoom = (userId: string) => `notifications:${userId}`;
export const userRoom = (userId: string) => `user:${userId}`;
/**
 * Where a socket opened with an API key restricted to one workspace waits instead of its user's
 * room: what reaches the user's room (chat messages of every workspace) is not for it.
 */
export const restrictedKeyRoom = (userId: string) => `user-key:${userId}`;

/** The room a socket of this session belongs to as its user's. */
export function personalRoomOf(session: {
  userId: string;
  apiKey?: { workspaceId: string | null };
}) {
  return session.apiKey?.workspaceId ? restrictedKeyRoom(session.userId) : userRoom(session.userId);
}

const BOARD_ROOM_PREFIX = 'board:';
const CHAT_ROOM_PREFIX = 'chat:';

/** The board a room name stands for, or undefined for any other room. */
export function boardOfRoom(room: string): string | undefined {
  return room.startsWith(BOARD_ROOM_PREFIX) ? room.slice(BOARD_ROOM_PREFIX.length) : undefined;
}

/** The chat a room name stands for, or undefined for any other room. */
export function chatOfRoom(room: string): string | undefined {
  return room.startsWith(CHAT_ROOM_PREFIX) ? room.slice(CHAT_ROOM_PREFIX.length) : undefined;
}

/** Joins a board or chat room, leaving the one the socket was in (one at a time). */
export async function joinOnly(socket: Socket, room: string): Promise<void> {
  for (const held of socket.rooms) {
    const exclusive = boardOfRoom(held) !== undefined || chatOfRoom(held) !== undefined;
    if (exclusive && held !== room) await socket.leave(held);
  }
  await socket.join(room);
}

export type Ack = (answer: SocketAck) => void;
