import type { SocketAck } from '@teamboard/shared';

/** The socket.io rooms of the app. A socket is in its user's room, and in at most one board room. */
export const boardRoom = (boardId: string) => `board:${boardId}`;
export const notificationsRoom = (userId: string) => `notifications:${userId}`;
export const userRoom = (userId: string) => `user:${userId}`;

const BOARD_ROOM_PREFIX = 'board:';

/** The board a room name stands for, or undefined for any other room. */
export function boardOfRoom(room: string): string | undefined {
  return room.startsWith(BOARD_ROOM_PREFIX) ? room.slice(BOARD_ROOM_PREFIX.length) : undefined;
}

export type Ack = (answer: SocketAck) => void;
