import type { Task } from '@teamboard/shared';
import { QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBoard, buildColumn } from '../../test/board-fixtures';
import { buildUser } from '../../test/fixtures';
import { buildTask } from '../../test/task-fixtures';
import { createQueryClient } from '../../lib/query-client';
import { originOf, type FakeSocket } from '../../test/fake-socket';
import { signInWithFakeSocket } from '../../test/realtime-session';
import { stopRealtime } from '../../lib/realtime/socket-connection';
import { attachmentsQueryKey } from '../attachments/api/attachments-cache';
import { boardQueryKey } from '../boards/api/get-board';
import { boardsQueryKey } from '../boards/api/get-boards';
import { columnsQueryKey } from '../columns/api/get-columns';
import { readColumns } from '../columns/api/columns-cache';
import { readTasks, tasksQueryKey } from '../tasks/api/get-tasks';
import { boardUpdate, type BoardChange } from '../../test/board-update-fixtures';
import { useBoardRealtime } from './use-board-realtime';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const user = buildUser();
const a = buildTask({ _id: 'a', columnId: 'todo', position: 1024 });
const b = buildTask({ _id: 'b', columnId: 'todo', position: 2048 });
const todo = buildColumn({ _id: 'todo', position: 1 });

let socket: FakeSocket;
let queryClient: QueryClient;

/** Signed in with the socket connecting; `connect` lets the server accept it. */
async function signIn() {
  socket = await signInWithFakeSocket(user);
}

function seedBoard(boardId = 'board-1') {
  queryClient.setQueryData(boardQueryKey(boardId), { board: buildBoard({ _id: boardId }) });
  queryClient.setQueryData(tasksQueryKey(boardId), { version: 1, tasks: [a, b] });
  queryClient.setQueryData(columnsQueryKey(boardId), { columns: [todo] });
}

function renderBoard(boardId = 'board-1') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return renderHook(({ id }: { id: string }) => useBoardRealtime(id), {
    wrapper,
    initialProps: { id: boardId },
  });
}

function receive(change: BoardChange, from: { boardId?: string; origin?: string | null } = {}) {
  act(() => {
    socket.receive(
      'board-update',
      boardUpdate(from.boardId ?? 'board-1', change, {
        origin: from.origin ?? originOf('sock-other'),
      }),
    );
  });
}

/** Lets the acknowledgement (a resolved promise) and what follows it run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const rooms = () => socket.sent.map(({ event, body }) => `${event} ${JSON.stringify(body)}`);
const invalidated = (queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

beforeEach(async () => {
  queryClient = createQueryClient();
  await signIn();
});

afterEach(() => {
  stopRealtime();
  queryClient.clear();
});

describe('useBoardRealtime: the room', () => {
  it('joins the board once the socket is connected and leaves it on unmount', async () => {
    const view = renderBoard();
    expect(rooms()).toEqual([]);

    act(() => socket.accept('sock-1'));
    await settle();
    expect(rooms()).toEqual(['join-board {"boardId":"board-1"}']);

    view.unmount();
    expect(rooms()).toEqual([
      'join-board {"boardId":"board-1"}',
      'leave-board {"boardId":"board-1"}',
    ]);
  });

  it('leaves the old board and joins the new one when the board changes', async () => {
    socket.accept('sock-1');
    const view = renderBoard('board-1');
    await settle();

    view.rerender({ id: 'board-2' });
    await settle();

    expect(rooms()).toEqual([
      'join-board {"boardId":"board-1"}',
      'leave-board {"boardId":"board-1"}',
      'join-board {"boardId":"board-2"}',
    ]);
  });

  it("shows the server's message when it refuses the room", async () => {
    socket.accept('sock-1');
    socket.answer = () => ({ ok: false, message: 'Board not found' });

    renderBoard();

    expect(await screen.findByText('Board not found')).toBeInTheDocument();
  });

  it("shows 'Socket not connected' when the join gets no answer", async () => {
    socket.accept('sock-1');
    socket.answer = () => Promise.reject(new Error('operation has timed out'));

    renderBoard();

    expect(await screen.findByText('Socket not connected')).toBeInTheDocument();
  });

  it("shows 'Socket not connected' when the socket has given up", async () => {
    socket.refuse('Too many connections');

    renderBoard();

    expect(await screen.findByText('Socket not connected')).toBeInTheDocument();
    expect(rooms()).toEqual([]);
  });

  it('joins again after a reconnect and fetches everything of the board again', async () => {
    seedBoard();
    socket.accept('sock-1');
    renderBoard();
    await settle();
    expect(invalidated(boardQueryKey('board-1'))).toBe(false);

    act(() => socket.dropTransport());
    act(() => socket.accept('sock-2'));
    await settle();

    expect(rooms()).toEqual([
      'join-board {"boardId":"board-1"}',
      'join-board {"boardId":"board-1"}',
    ]);
    expect(invalidated(boardQueryKey('board-1'))).toBe(true);
    expect(invalidated(tasksQueryKey('board-1'))).toBe(true);
    expect(invalidated(columnsQueryKey('board-1'))).toBe(true);
  });

  it('on opening, fetches again the lists kept from an earlier visit (changes were missed)', async () => {
    seedBoard();
    await new Promise((resolve) => setTimeout(resolve, 2));
    socket.accept('sock-1');

    renderBoard();
    await settle();

    expect(invalidated(tasksQueryKey('board-1'))).toBe(true);
    expect(invalidated(columnsQueryKey('board-1'))).toBe(true);
    // The board itself has no live events: the guard just fetched it.
    expect(invalidated(boardQueryKey('board-1'))).toBe(false);
  });
});

describe('useBoardRealtime: events', () => {
  beforeEach(async () => {
    socket.accept('sock-1');
    renderBoard();
    await settle();
    seedBoard();
  });

  it('applies a change made by another user', () => {
    receive({ type: 'TASK_UPDATED', payload: { task: { ...a, title: 'Changed elsewhere' } } });

    expect(readTasks(queryClient, 'board-1')[0]?.title).toBe('Changed elsewhere');
  });

  it("applies the same user's change from another tab, and skips this tab's own echo", () => {
    receive({ type: 'TASK_DELETED', payload: { taskId: 'a' } }, { origin: originOf('sock-1') });
    expect(readTasks(queryClient, 'board-1').map((task) => task._id)).toEqual(['a', 'b']);

    receive(
      { type: 'TASK_DELETED', payload: { taskId: 'a' } },
      { origin: originOf('sock-other-tab') },
    );
    expect(readTasks(queryClient, 'board-1').map((task) => task._id)).toEqual(['b']);
  });

  it('applies a change made without a socket (no X-Socket-Id)', () => {
    receive({ type: 'TASK_DELETED', payload: { taskId: 'b' } }, { origin: null });

    expect(readTasks(queryClient, 'board-1').map((task) => task._id)).toEqual(['a']);
  });

  it("ignores another board's events", () => {
    seedBoard('board-2');

    receive({ type: 'TASK_DELETED', payload: { taskId: 'a' } }, { boardId: 'board-2' });

    expect(readTasks(queryClient, 'board-1')).toHaveLength(2);
    expect(readTasks(queryClient, 'board-2')).toHaveLength(2);
  });

  it("sets the card's file count, and fetches again the task's files where held", () => {
    queryClient.setQueryData(attachmentsQueryKey('a'), { attachments: [] });

    receive({
      type: 'ATTACHMENT_DELETED',
      payload: { taskId: 'a', attachmentId: 'f-1', attachmentCount: 3 },
    });

    expect(readTasks(queryClient, 'board-1')[0]?.attachmentCount).toBe(3);
    expect(invalidated(attachmentsQueryKey('a'))).toBe(true);
  });

  it('updates the columns, and the project lists that count them', () => {
    queryClient.setQueryData(boardsQueryKey('ws-1', 'active'), { boards: [] });
    const review = buildColumn({ _id: 'review', title: 'Review', position: 2 });

    receive({ type: 'COLUMN_CREATED', payload: { column: review } });

    expect(readColumns(queryClient, 'board-1').map((column) => column._id)).toEqual([
      'todo',
      'review',
    ]);
    expect(invalidated(boardsQueryKey('ws-1', 'active'))).toBe(true);
  });

  it('moves the tasks of a deleted column', () => {
    receive({
      type: 'COLUMN_DELETED',
      payload: {
        columnId: 'todo',
        moveTasksTo: 'done',
        rebalanced: {
          columnId: 'done',
          positions: [
            { _id: 'a', position: 1 },
            { _id: 'b', position: 2 },
          ],
        },
      },
    });

    expect(readColumns(queryClient, 'board-1')).toEqual([]);
    expect(
      readTasks(queryClient, 'board-1').map((task) => `${task.columnId}@${task.position}`),
    ).toEqual(['done@1', 'done@2']);
  });

  it('does not make up a list that was never loaded', () => {
    queryClient.removeQueries({ queryKey: tasksQueryKey('board-1') });

    receive({ type: 'TASK_UPDATED', payload: { task: a } });

    expect(queryClient.getQueryData(tasksQueryKey('board-1'))).toBeUndefined();
  });

  it('fetches again instead of writing while a fetch (maybe older than the change) is under way', async () => {
    const answers: ((tasks: Task[]) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: tasksQueryKey('board-1'),
      queryFn: () =>
        new Promise<{ tasks: Task[] }>((resolve) => answers.push((tasks) => resolve({ tasks }))),
      staleTime: 0,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);

    receive({ type: 'TASK_DELETED', payload: { taskId: 'a' } });

    expect(answers).toHaveLength(2);
    answers[0]?.([a, b]);
    answers[1]?.([b]);
    await vi.waitFor(() =>
      expect(readTasks(queryClient, 'board-1').map((task) => task._id)).toEqual(['b']),
    );
    unsubscribe();
  });

  it('fetches the board again when an event does not follow the contract', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    act(() => socket.receive('board-update', { type: 'TASK_DELETED', boardId: 'board-1' }));

    expect(invalidated(tasksQueryKey('board-1'))).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });
});
