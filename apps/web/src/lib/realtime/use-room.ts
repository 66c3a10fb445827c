import type { ClientEvent } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { useConnectionStore } from './connection-store';
import { notifyRoom, requestRoom, SOCKET_NOT_CONNECTED_MESSAGE } from './socket-connection';

/** The rooms a tab asks for: the events that join and leave each, and the request's body. */
const ROOMS = {
  board: { join: 'join-board', leave: 'leave-board', body: (id: string) => ({ boardId: id }) },
  chat: { join: 'join-chat', leave: 'leave-chat', body: (id: string) => ({ chatId: id }) },
  notifications: { join: 'join-notifications', leave: 'leave-notifications', body: () => ({}) },
} satisfies Record<
  string,
  { join: ClientEvent; leave: ClientEvent; body: (id: string) => Record<string, string> }
>;

/** A room; `user` is the signed-in user's own, which the server joins at the handshake. */
export type Room =
  { kind: 'board' | 'chat'; id: string } | { kind: 'notifications' | 'user'; id?: undefined };

export interface RoomCallbacks {
  /**
   * The room was joined on this connection: `reconnected` when it was on an earlier one (events
   * may have been missed since), `askedAt` when the join was asked.
   */
  onJoined?: (joined: { reconnected: boolean; askedAt: number }) => void;
  /** The server refused the room (`message`) or did not answer (`error`). */
  onFailure?: (message: string, error?: unknown) => void;
}

/**
 * Keeps the tab in `room` while it is mounted: joins it whenever the socket is connected (again)
 * and leaves it when the room changes or the component unmounts.
 */
export function useRoom(room: Room, callbacks: RoomCallbacks): void {
  const socketId = useConnectionStore((store) => store.socketId);
  // Read when the answer comes, so that new callbacks do not join again.
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  /** The last room joined: the same room on a new socket id is a reconnect. */
  const joined = useRef<{ key: string; socketId: string } | null>(null);
  const { kind, id = '' } = room;

  useEffect(() => {
    if (!socketId) return;
    const key = `${kind}:${id}`;
    const reconnected = joined.current?.key === key && joined.current.socketId !== socketId;
    const askedAt = Date.now();
    const enter = () => {
      joined.current = { key, socketId };
      latest.current.onJoined?.({ reconnected, askedAt });
    };
    if (kind === 'user') return enter();
    const { join, leave, body } = ROOMS[kind];
    let current = true;
    requestRoom(join, body(id)).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) enter();
        else latest.current.onFailure?.(answer.message || SOCKET_NOT_CONNECTED_MESSAGE);
      },
      (error: unknown) => {
        if (current) latest.current.onFailure?.(SOCKET_NOT_CONNECTED_MESSAGE, error);
      },
    );
    return () => {
      current = false;
      notifyRoom(leave, body(id));
    };
  }, [kind, id, socketId]);
}
