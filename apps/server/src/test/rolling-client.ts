import { SERVER_SHUTDOWN_EVENT, type BoardUpdate } from '@teamboard/shared';
import type { Socket } from 'socket.io-client';
import { fetchedTasks } from './board-views';
import { connectSocket, recordUpdates, request } from './socket-client';

/** One connection of a rolling client: where, what it fetched after joining, what it heard. */
export interface ClientSession {
  url: string;
  /** The board's tasks fetched right after joining its room (the web's catch-up). */
  fetched: Map<string, string> | null;
  updates: BoardUpdate[];
  /** `server-shutdown` events received before the server closed this connection. */
  shutdownNotices: number;
}

export interface RollingClient {
  sessions: ClientSession[];
  /** A reconnection that found no process, or a join that was refused. */
  failure: unknown;
  close(): void;
}

/** How long a client keeps trying its servers after one closed it. */
const RECONNECT_LIMIT_MS = 60_000;

/**
 * A board client as the web behaves behind a proxy, with the proxy's list of servers spelled
 * out: it joins the board's room, fetches the board's tasks, and records every update. Closed by
 * a server, it connects to the next server of `urls` that takes it (round the list), joins and
 * fetches again: each connection is a session.
 */
export async function rollingClient(
  urls: string[],
  token: string,
  boardId: string,
): Promise<RollingClient> {
  let current: Socket | undefined;
  let closed = false;
  const client: RollingClient = {
    sessions: [],
    failure: undefined,
    close: () => {
      closed = true;
      current?.close();
    },
  };

  const joined = async (socket: Socket, url: string, index: number) => {
    const session: ClientSession = {
      url,
      fetched: null,
      updates: recordUpdates(socket),
      shutdownNotices: 0,
    };
    client.sessions.push(session);
    socket.on(SERVER_SHUTDOWN_EVENT, () => {
      session.shutdownNotices += 1;
    });
    socket.once('disconnect', (reason) => {
      if (closed || reason !== 'io server disconnect') return;
      open(index + 1).catch((error: unknown) => {
        client.failure = error;
      });
    });
    const answer = await request(socket, 'join-board', { boardId });
    if (!answer.ok) throw new Error(`join-board refused: ${answer.message}`);
    session.fetched = await fetchedTasks(url, token, boardId);
  };

  const open = async (from: number): Promise<void> => {
    const deadline = Date.now() + RECONNECT_LIMIT_MS;
    for (let attempt = 0; !closed; attempt += 1) {
      const index = (from + attempt) % urls.length;
      const url = urls[index] ?? '';
      const socket = await connectSocket(url, token).catch(() => null);
      if (socket) {
        current = socket;
        return joined(socket, url, index);
      }
      if (Date.now() > deadline)
        throw new Error(`no server took the client back: ${urls.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  await open(0);
  return client;
}
