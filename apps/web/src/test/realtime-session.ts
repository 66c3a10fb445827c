import type { User } from '@teamboard/shared';
import { io } from 'socket.io-client';
import { vi } from 'vitest';
import { startRealtime } from '../lib/realtime/socket-connection';
import { resetSessionStore, useSessionStore } from '../lib/session-store';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';
import { buildSession, storeSession } from './fixtures';

/**
 * Signs `user` in and starts the app's realtime connection on a fake socket, which the test
 * then plays the server of (`accept` lets it connect). The test file mocks socket.io-client.
 */
export async function signInWithFakeSocket(user: User): Promise<FakeSocket> {
  storeSession(buildSession(user));
  resetSessionStore();
  useSessionStore.getState().confirmSession(user);
  const sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
  startRealtime();
  // The first connection of a file waits for socket.io's client to load.
  return vi.waitFor(() => sockets.latest());
}
