import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { originOf, type FakeSocket } from '../../test/fake-socket';
import { signInWithFakeSocket } from '../../test/realtime-session';
import { buildUser } from '../../test/fixtures';
import { buildTask } from '../../test/task-fixtures';
import { onBoardUpdate, onBoardUpdates, onUnexpectedBoardUpdate } from './board-updates';
import { parseBoardUpdate } from './parse-board-update';
import { stopRealtime } from './socket-connection';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));
// The real parser, counted.
vi.mock('./parse-board-update', async (importOriginal) => {
  const original = await importOriginal<typeof import('./parse-board-update')>();
  return { parseBoardUpdate: vi.fn(original.parseBoardUpdate) };
});

const user = buildUser();
const task = buildTask({ _id: 'task-1' });
let socket: FakeSocket;

/** A task update as the server sends it, from user-2's other tab by default. */
function taskUpdated(boardId: string, origin: string | null = originOf('sock-other')) {
  return { type: 'TASK_UPDATED', boardId, payload: { task }, initiator: 'user-2', origin };
}

function receive(boardId: string, origin?: string | null) {
  socket.receive('board-update', taskUpdated(boardId, origin));
}

beforeEach(async () => {
  socket = await signInWithFakeSocket(user);
  socket.accept('sock-1');
  vi.mocked(parseBoardUpdate).mockClear();
});

afterEach(() => {
  stopRealtime();
});

describe('onBoardUpdate', () => {
  it('parses each event once, however many handlers listen, and hands it to those of its type', () => {
    const first = vi.fn();
    const second = vi.fn();
    const deleted = vi.fn();
    const stops = [
      onBoardUpdate('TASK_UPDATED', first),
      onBoardUpdate('TASK_UPDATED', second),
      onBoardUpdate('TASK_DELETED', deleted),
    ];

    receive('board-1');

    expect(parseBoardUpdate).toHaveBeenCalledTimes(1);
    const expected = taskUpdated('board-1');
    expect(first).toHaveBeenCalledWith(expected);
    expect(second).toHaveBeenCalledWith(expected);
    expect(deleted).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });

  it("drops this tab's own changes, and takes the other tabs' and those made without a socket", () => {
    const handler = vi.fn();
    const stop = onBoardUpdate('TASK_UPDATED', handler);

    receive('board-1', originOf('sock-1'));
    expect(handler).not.toHaveBeenCalled();

    receive('board-1', originOf('sock-other-tab'));
    receive('board-1', null);
    expect(handler).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops calling a handler once unsubscribed, and stops parsing once nobody listens', () => {
    const kept = vi.fn();
    const dropped = vi.fn();
    const stopKept = onBoardUpdate('TASK_UPDATED', kept);
    const stopDropped = onBoardUpdate('TASK_UPDATED', dropped);

    stopDropped();
    receive('board-1');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();

    stopKept();
    receive('board-1');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(parseBoardUpdate).toHaveBeenCalledTimes(1);
  });

  it("registers a feature's table, only for the board it was given", () => {
    const updated = vi.fn();
    const stop = onBoardUpdates({ TASK_UPDATED: updated }, { boardId: 'board-1' });

    receive('board-2');
    receive('board-1');

    expect(updated).toHaveBeenCalledTimes(1);
    expect(updated.mock.calls[0]?.[0]).toMatchObject({ boardId: 'board-1' });
    stop();
    receive('board-1');
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('logs an event that breaks the contract and tells who asked, without calling handlers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = vi.fn();
    const unexpected = vi.fn();
    const stops = [onBoardUpdate('TASK_DELETED', handler), onUnexpectedBoardUpdate(unexpected)];

    socket.receive('board-update', { type: 'TASK_DELETED', boardId: 'board-1' });

    expect(console.error).toHaveBeenCalledTimes(1);
    expect(unexpected).toHaveBeenCalledWith({ type: 'TASK_DELETED', boardId: 'board-1' });
    expect(handler).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });
});
