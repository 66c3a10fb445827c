import type { BoardUpdate } from '@teamboard/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestBoard } from './board-fixture';
import { boardScene, type BoardScene } from './board-scene';
import { connectSocket, recordUpdates, request } from './socket-client';
import type { Account } from './workspace-fixture';

/** A listening app with a workspace cast, and real socket.io clients of it. */
export interface RealtimeScene extends BoardScene {
  /** Where the app listens. */
  url: string;
  socketOf: (account: Account) => Promise<Socket>;
  /** A new socket of `account` in the board's room, and the updates it receives from now on. */
  onBoard: (account: Account, board: TestBoard) => Promise<BoardUpdate[]>;
  close(): Promise<void>;
}

export async function realtimeScene(): Promise<RealtimeScene> {
  const { t, cast, workspace, calls } = await boardScene();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: Socket[] = [];

  const socketOf = async (account: Account) => {
    const socket = await connectSocket(url, account.access_token);
    sockets.push(socket);
    return socket;
  };

  const onBoard = async (account: Account, board: TestBoard) => {
    const socket = await socketOf(account);
    expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({ ok: true });
    return recordUpdates(socket);
  };

  return {
    t,
    cast,
    workspace,
    url,
    calls,
    socketOf,
    onBoard,
    close: async () => {
      for (const socket of sockets) socket.close();
      await t.close();
    },
  };
}

/**
 * The realtime scene for a whole test file, as useBoardScene: filled in before its first test and
 * closed after its last. Read its fields inside tests, not at the top of the file.
 */
export function useRealtimeScene(): RealtimeScene {
  const scene = {} as RealtimeScene;
  beforeAll(async () => {
    Object.assign(scene, await realtimeScene());
  });
  afterAll(async () => {
    await scene.close();
  });
  return scene;
}
