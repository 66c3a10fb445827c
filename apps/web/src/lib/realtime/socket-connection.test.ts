import { SERVER_SHUTDOWN_EVENT, SOCKET_RECONNECT, userResponseSchema } from '@teamboard/shared';
import { io } from 'socket.io-client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { buildSession, buildUser, storeSession } from '../../test/fixtures';
import { api } from '../api-client';
import { resetSessionStore, useSessionStore } from '../session-store';
import { useConnectionStore } from './connection-store';
import { fakeSocketFactory } from '../../test/fake-socket';
import {
  currentSocketId,
  notifyRoom,
  onServerEvent,
  reconnectRealtime,
  requestRoom,
  startRealtime,
  stopRealtime,
} from './socket-connection';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const user = buildUser();
let sockets: ReturnType<typeof fakeSocketFactory>;

function signIn(suffix = '1'): void {
  storeSession(buildSession(user, suffix));
  resetSessionStore();
  useSessionStore.getState().confirmSession(user);
}

const state = () => useConnectionStore.getState().state;

// The first connection loads socket.io's client; once loaded, connecting is immediate, which
// these tests follow step by step.
beforeAll(async () => {
  const warmUp = fakeSocketFactory();
  vi.mocked(io).mockImplementation(warmUp.io);
  signIn();
  startRealtime();
  await vi.waitFor(() => warmUp.latest());
  stopRealtime();
});

beforeEach(() => {
  sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
});

afterEach(() => {
  stopRealtime();
});

describe('realtime connection', () => {
  it('does not connect while signed out', () => {
    resetSessionStore();
    startRealtime();

    expect(io).not.toHaveBeenCalled();
    expect(state()).toBe('disconnected');
  });

  it('connects once signed in, with the token and the reconnection limits of the spec', () => {
    resetSessionStore();
    startRealtime();
    useSessionStore.getState().setSession(buildSession(user, 'fresh'));

    expect(io).toHaveBeenCalledTimes(1);
    const socket = sockets.latest();
    expect(socket.url).toBe(window.location.origin);
    expect(socket.options).toMatchObject({
      transports: ['websocket', 'polling'],
      reconnectionAttempts: SOCKET_RECONNECT.attempts,
      reconnectionDelay: SOCKET_RECONNECT.delayMs,
      reconnectionDelayMax: SOCKET_RECONNECT.maxDelayMs,
    });
    expect(socket.lastAuth).toEqual({ token: 'access-fresh' });
    expect(state()).toBe('connecting');

    socket.accept('sock-1');

    expect(useConnectionStore.getState()).toEqual({ state: 'connected', socketId: 'sock-1' });
    expect(currentSocketId()).toBe('sock-1');
  });

  it('waits for the stored session to be confirmed at startup', () => {
    storeSession(buildSession(user));
    resetSessionStore();
    startRealtime();
    expect(io).not.toHaveBeenCalled();

    useSessionStore.getState().confirmSession(user);

    expect(sockets.latest().connectCalls).toBe(1);
  });

  it('is started once however often it is asked', () => {
    signIn();
    startRealtime();
    startRealtime();

    expect(io).toHaveBeenCalledTimes(1);
    expect(sockets.latest().connectCalls).toBe(1);
  });

  it('disconnects on logout and connects the same socket again at the next sign-in', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    socket.accept('sock-1');

    useSessionStore.getState().clearSession('logout');

    expect(socket.connected).toBe(false);
    expect(useConnectionStore.getState()).toEqual({ state: 'disconnected', socketId: null });

    useSessionStore.getState().setSession(buildSession(user, 'again'));

    expect(io).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(2);
    expect(socket.lastAuth).toEqual({ token: 'access-again' });
  });

  it('connects again for another account signed in without a logout', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    socket.accept('sock-1');

    useSessionStore.getState().setSession(buildSession(user, 'renewed'));
    expect(socket.connectCalls).toBe(1);

    useSessionStore.getState().setSession(buildSession(buildUser({ _id: 'user-2' }), 'grace'));
    expect(socket.connectCalls).toBe(2);
    expect(socket.lastAuth).toEqual({ token: 'access-grace' });
    expect(state()).toBe('connecting');
  });

  it('shows reconnecting while socket.io retries, and failed once the attempts ran out', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    socket.accept('sock-1');

    socket.dropTransport();
    expect(useConnectionStore.getState()).toEqual({ state: 'reconnecting', socketId: null });
    expect(currentSocketId()).toBeNull();

    socket.reconnectAttempt(1);
    expect(state()).toBe('reconnecting');

    socket.reconnectFailed();
    expect(state()).toBe('failed');

    reconnectRealtime();
    expect(state()).toBe('connecting');
    expect(socket.connectCalls).toBe(2);
    socket.accept('sock-2');
    expect(useConnectionStore.getState()).toEqual({ state: 'connected', socketId: 'sock-2' });
  });

  it('reconnects by itself when the server closed the socket (a restart)', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    socket.accept('sock-1');

    socket.serverDisconnect();

    expect(state()).toBe('reconnecting');
    expect(socket.connectCalls).toBe(2);
  });

  it('gives up when the server keeps closing the socket right after connecting', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    for (let round = 0; round < SOCKET_RECONNECT.attempts; round += 1) {
      socket.accept(`sock-${round}`);
      socket.serverDisconnect();
      expect(state()).toBe('reconnecting');
    }
    socket.accept('sock-last');
    socket.serverDisconnect();

    expect(state()).toBe('failed');
    expect(socket.connectCalls).toBe(SOCKET_RECONNECT.attempts + 1);
  });

  it('reconnects however often servers say they are shutting down (a rolling restart)', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    const rounds = SOCKET_RECONNECT.attempts + 2;
    for (let round = 0; round < rounds; round += 1) {
      socket.accept(`sock-${round}`);
      socket.receive(SERVER_SHUTDOWN_EVENT, undefined);
      socket.serverDisconnect();
      expect(state()).toBe('reconnecting');
    }
    socket.accept('sock-last');

    expect(useConnectionStore.getState()).toEqual({ state: 'connected', socketId: 'sock-last' });
    expect(socket.connectCalls).toBe(rounds + 1);
  });

  it('refreshes the access token on "Unauthorized" and reconnects with the new one', async () => {
    signIn('old');
    const network = mockFetch({
      'POST /auth/refresh': () => json(200, buildSession(user, 'new')),
    });
    startRealtime();
    const socket = sockets.latest();
    expect(socket.lastAuth).toEqual({ token: 'access-old' });

    socket.refuse('Unauthorized');

    expect(state()).toBe('reconnecting');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(2));
    expect(network.calls('POST /auth/refresh')[0]?.body).toEqual({ refresh_token: 'refresh-old' });
    expect(socket.lastAuth).toEqual({ token: 'access-new' });
    socket.accept('sock-1');
    expect(state()).toBe('connected');
  });

  it('treats an "Authentication …" message the same way', async () => {
    signIn('old');
    mockFetch({ 'POST /auth/refresh': () => json(200, buildSession(user, 'new')) });
    startRealtime();
    const socket = sockets.latest();

    socket.refuse('Authentication error: jwt expired');

    await vi.waitFor(() => expect(socket.lastAuth).toEqual({ token: 'access-new' }));
  });

  it('reconnects with a token another request renewed meanwhile, without a refresh', () => {
    signIn('old');
    const network = mockFetch({});
    startRealtime();
    const socket = sockets.latest();
    useSessionStore.getState().setSession(buildSession(user, 'renewed'));

    socket.refuse('Unauthorized');

    expect(socket.connectCalls).toBe(2);
    expect(socket.lastAuth).toEqual({ token: 'access-renewed' });
    expect(network.requests).toHaveLength(0);
  });

  it('ends the session when the refresh is refused, and comes back with a new one', async () => {
    signIn('old');
    mockFetch({
      'POST /auth/refresh': () => json(401, { message: 'Invalid token', code: 'INVALID_TOKEN' }),
    });
    startRealtime();
    const socket = sockets.latest();

    socket.refuse('Unauthorized');

    await vi.waitFor(() => expect(state()).toBe('disconnected'));
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(socket.active).toBe(false);
    expect(socket.connectCalls).toBe(1);

    useSessionStore.getState().setSession(buildSession(user, 'signed-in-again'));

    expect(state()).toBe('connecting');
    expect(socket.lastAuth).toEqual({ token: 'access-signed-in-again' });
  });

  it('drops the socket when the server refuses even the refreshed token (no loop)', async () => {
    signIn('old');
    const network = mockFetch({
      'POST /auth/refresh': () => json(200, buildSession(user, 'new')),
    });
    startRealtime();
    const socket = sockets.latest();

    socket.refuse('Unauthorized');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(2));
    socket.refuse('Unauthorized');

    expect(state()).toBe('failed');
    expect(network.calls('POST /auth/refresh')).toHaveLength(1);
  });

  it('stays signed out when the user logs out during the refresh', async () => {
    signIn('old');
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'POST /auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    startRealtime();
    const socket = sockets.latest();
    socket.refuse('Unauthorized');

    useSessionStore.getState().clearSession('logout');
    answer(json(401, { message: 'Invalid token', code: 'INVALID_TOKEN' }));

    await vi.waitFor(() => expect(state()).toBe('disconnected'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state()).toBe('disconnected');
    expect(socket.connectCalls).toBe(1);
  });

  it('fails at once when the server refuses for another reason', () => {
    signIn();
    startRealtime();
    sockets.latest().refuse('Too many connections');

    expect(state()).toBe('failed');
  });

  it('hands server events to their listeners, on the reconnected socket too', () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();
    const listener = vi.fn();
    const unsubscribe = onServerEvent('board-update', listener);
    socket.accept('sock-1');

    socket.receive('board-update', { type: 'TASK_DELETED' });
    socket.dropTransport();
    socket.accept('sock-2');
    socket.receive('board-update', { type: 'TASK_UPDATED' });
    unsubscribe();
    socket.receive('board-update', { type: 'TASK_MOVED' });

    expect(listener.mock.calls).toEqual([[{ type: 'TASK_DELETED' }], [{ type: 'TASK_UPDATED' }]]);
  });

  it('sends room requests only while connected and checks the acknowledgement', async () => {
    signIn();
    startRealtime();
    const socket = sockets.latest();

    await expect(requestRoom('join-board', { boardId: 'board-1' })).rejects.toThrow(
      'Socket not connected',
    );
    notifyRoom('leave-board', { boardId: 'board-1' });
    expect(socket.sent).toEqual([]);

    socket.accept('sock-1');
    socket.answer = () => ({ ok: false, message: 'Board not found' });
    await expect(requestRoom('join-board', { boardId: 'board-2' })).resolves.toEqual({
      ok: false,
      message: 'Board not found',
    });
    socket.answer = () => 'nonsense';
    await expect(requestRoom('join-board', { boardId: 'board-2' })).rejects.toThrow();
    notifyRoom('leave-board', { boardId: 'board-2' });

    expect(socket.sent).toEqual([
      { event: 'join-board', body: { boardId: 'board-2' } },
      { event: 'join-board', body: { boardId: 'board-2' } },
      { event: 'leave-board', body: { boardId: 'board-2' } },
    ]);
  });

  it('sends X-Socket-Id on REST writes while connected, never on reads', async () => {
    signIn();
    const network = mockFetch({
      'PUT /api/me': () => json(200, { user }),
      'GET /api/me': () => json(200, { user }),
    });
    startRealtime();
    const socket = sockets.latest();

    await api.put('/api/me', userResponseSchema, { name: 'Ada' });
    socket.accept('sock-1');
    await api.put('/api/me', userResponseSchema, { name: 'Ada' });
    await api.get('/api/me', userResponseSchema);
    socket.dropTransport();
    await api.put('/api/me', userResponseSchema, { name: 'Ada' });

    expect(network.requests.map((request) => request.headers.get('X-Socket-Id'))).toEqual([
      null,
      'sock-1',
      null,
      null,
    ]);
  });
});
