import type { Task } from '@teamboard/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { buildTask } from '../../../test/task-fixtures';
import { createQueryClient } from '../../../lib/query-client';
import { tasksQueryKey } from './get-tasks';
import { useMoveTask } from './move-task';

const tasks: Task[] = [
  buildTask({ _id: 'a', position: 1024 }),
  buildTask({ _id: 'b', position: 2048 }),
  buildTask({ _id: 'c', columnId: 'col-2', position: 1024 }),
];

function renderMove() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(tasksQueryKey('board-1'), { version: 1, tasks });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const cached = () => queryClient.getQueryData<{ tasks: Task[] }>(tasksQueryKey('board-1'))?.tasks;
  return { ...renderHook(() => useMoveTask('board-1'), { wrapper }), cached };
}

describe('useMoveTask', () => {
  it('posts the midpoint position and applies the column the server renumbered', async () => {
    const network = mockFetch({
      'POST /api/tasks/move': () =>
        json(200, {
          task: buildTask({ _id: 'c', columnId: 'col-1', position: 1536 }),
          rebalanced: {
            columnId: 'col-1',
            positions: [
              { _id: 'a', position: 1024 },
              { _id: 'c', position: 2048 },
              { _id: 'b', position: 3072 },
            ],
          },
        }),
    });
    const { result, cached } = renderMove();

    result.current.mutate({ taskId: 'c', columnId: 'col-1', index: 1 });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(network.calls('POST /api/tasks/move')[0]?.body).toEqual({
      taskId: 'c',
      columnId: 'col-1',
      position: 1536,
    });
    const positions = Object.fromEntries(cached()!.map((task) => [task._id, task.position]));
    expect(positions).toEqual({ a: 1024, b: 3072, c: 2048 });
  });

  it('moves the card at once and puts it back when the server fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'POST /api/tasks/move': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result, cached } = renderMove();

    result.current.mutate({ taskId: 'a', columnId: 'col-2', index: 0 });

    await waitFor(() => expect(cached()?.find((task) => task._id === 'a')?.columnId).toBe('col-2'));
    answer(json(500, { message: 'Boom', code: 'INTERNAL_ERROR' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual(tasks);
  });
});
