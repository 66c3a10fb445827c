import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../../test/fake-socket';
import { buildUser } from '../../test/fixtures';
import { signInWithFakeSocket } from '../../test/realtime-session';
import { stopRealtime } from './socket-connection';
import { useRoom, type Room, type RoomCallbacks } from './use-room';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let socket: FakeSocket;

beforeEach(async () => {
  socket = await signInWithFakeSocket(buildUser());
});

afterEach(() => {
  stopRealtime();
});

/** Lets the acknowledgement (a resolved promise) and what follows it run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderRoom(room: Room) {
  const onJoined = vi.fn<NonNullable<RoomCallbacks['onJoined']>>();
  const onFailure = vi.fn();
  const hook = renderHook((props: { room: Room }) => useRoom(props.room, { onJoined, onFailure }), {
    initialProps: { room },
  });
  return { ...hook, onJoined, onFailure };
}

const sent = (event: string) => socket.sent.filter((each) => each.event === event);

describe('useRoom', () => {
  it('joins once connected, and again as a reconnect after the transport dropped', async () => {
    const { onJoined } = renderRoom({ kind: 'chat', id: 'chat-1' });
    expect(sent('join-chat')).toEqual([]);

    act(() => socket.accept('sock-1'));
    await settle();
    expect(sent('join-chat')).toEqual([{ event: 'join-chat', body: { chatId: 'chat-1' } }]);
    expect(onJoined).toHaveBeenLastCalledWith(expect.objectContaining({ reconnected: false }));

    act(() => socket.dropTransport());
    act(() => socket.accept('sock-2'));
    await settle();
    expect(sent('join-chat')).toHaveLength(2);
    expect(onJoined).toHaveBeenLastCalledWith(expect.objectContaining({ reconnected: true }));
  });

  it('leaves the room it changes from and on unmount; a new room is not a reconnect', async () => {
    const { rerender, unmount, onJoined } = renderRoom({ kind: 'board', id: 'board-1' });
    act(() => socket.accept('sock-1'));
    await settle();

    rerender({ room: { kind: 'board', id: 'board-2' } });
    await settle();
    expect(sent('leave-board')).toEqual([{ event: 'leave-board', body: { boardId: 'board-1' } }]);
    expect(onJoined).toHaveBeenLastCalledWith(expect.objectContaining({ reconnected: false }));

    unmount();
    expect(sent('leave-board').at(-1)).toEqual({
      event: 'leave-board',
      body: { boardId: 'board-2' },
    });
  });

  it("reports the server's refusal", async () => {
    socket.answer = () => ({ ok: false, message: 'Not a member of this chat' });
    const { onJoined, onFailure } = renderRoom({ kind: 'chat', id: 'chat-1' });
    act(() => socket.accept('sock-1'));
    await settle();

    expect(onFailure).toHaveBeenCalledWith('Not a member of this chat');
    expect(onJoined).not.toHaveBeenCalled();
  });

  it("asks nothing for the user's own room and reports its reconnects", async () => {
    const { onJoined } = renderRoom({ kind: 'user' });
    act(() => socket.accept('sock-1'));
    act(() => socket.dropTransport());
    act(() => socket.accept('sock-2'));
    await settle();

    expect(socket.sent).toEqual([]);
    expect(onJoined.mock.calls.map(([joined]) => joined.reconnected)).toEqual([false, true]);
  });
});
