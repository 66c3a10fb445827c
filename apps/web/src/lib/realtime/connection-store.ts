import { create } from 'zustand';

/**
 * The tab's socket:
 * - disconnected: signed out, or not started;
 * - connecting: the first connection (or a retry the user asked for) is under way;
 * - connected: in touch with the server, `socketId` set;
 * - reconnecting: the connection dropped (or a token is being renewed); socket.io retries;
 * - failed: retries ran out or the server refused us; live updates are off until a retry.
 */
export type ConnectionState =
  'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

interface ConnectionData {
  state: ConnectionState;
  /** The socket's id while connected: REST writes carry it, and its own echoes are skipped. */
  socketId: string | null;
}

export const useConnectionStore = create<ConnectionData>()(() => ({
  state: 'disconnected',
  socketId: null,
}));

export function setConnectionState(state: ConnectionState, socketId: string | null = null): void {
  useConnectionStore.setState({ state, socketId: state === 'connected' ? socketId : null });
}
