import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../../test/fake-socket';
import { buildUser } from '../../test/fixtures';
import { signInWithFakeSocket } from '../../test/realtime-session';
import { onServerEvents, type PayloadSchema } from './server-events';
import { stopRealtime } from './socket-connection';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

interface Typing {
  chatId: string;
}

/** A schema of `{chatId}` whose parses are counted. */
const typingSchema = {
  safeParse: vi.fn((data: unknown): ReturnType<PayloadSchema<Typing>['safeParse']> => {
    const chatId = (data as { chatId?: unknown } | null)?.chatId;
    return typeof chatId === 'string' ? { success: true, data: { chatId } } : { success: false };
  }),
};
const EVENTS = { 'user-typing': typingSchema };

let socket: FakeSocket;

beforeEach(async () => {
  socket = await signInWithFakeSocket(buildUser());
  socket.accept('sock-1');
  typingSchema.safeParse.mockClear();
});

afterEach(() => {
  stopRealtime();
});

describe('onServerEvents', () => {
  it('parses each event once, however many tables listen, and hands the payload to each', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stops = [
      onServerEvents(EVENTS, { 'user-typing': first }),
      onServerEvents(EVENTS, { 'user-typing': second }),
    ];

    socket.receive('user-typing', { chatId: 'chat-1' });

    expect(typingSchema.safeParse).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ chatId: 'chat-1' });
    expect(second).toHaveBeenCalledWith({ chatId: 'chat-1' });
    for (const stop of stops) stop();
  });

  it('logs a payload that breaks the contract and tells only those who asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = vi.fn();
    const unexpected = vi.fn();
    const stops = [
      onServerEvents(EVENTS, { 'user-typing': handler }, unexpected),
      onServerEvents(EVENTS, { 'user-typing': handler }),
    ];

    socket.receive('user-typing', { chatId: 7 });

    expect(handler).not.toHaveBeenCalled();
    expect(unexpected).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledExactlyOnceWith('Unexpected user-typing', { chatId: 7 });
    for (const stop of stops) stop();
  });

  it('stops handing events once unsubscribed', () => {
    const handler = vi.fn();
    onServerEvents(EVENTS, { 'user-typing': handler })();

    socket.receive('user-typing', { chatId: 'chat-1' });

    expect(handler).not.toHaveBeenCalled();
    expect(typingSchema.safeParse).not.toHaveBeenCalled();
  });
});
