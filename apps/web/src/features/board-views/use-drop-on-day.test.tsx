import type { Task } from '@teamboard/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tasksQueryKey } from '../tasks/api/get-tasks';
import { createQueryClient } from '../../lib/query-client';
import { json, mockFetch } from '../../test/fetch-mock';
import { buildTask } from '../../test/task-fixtures';
import { useDropOnDay } from './use-drop-on-day';

const task = buildTask({ _id: 'a', dueDate: '2026-11-10T00:00:00.000Z' });

function renderDrop() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(tasksQueryKey('board-1'), { version: 1, tasks: [task] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const dueDate = () =>
    queryClient.getQueryData<{ tasks: Task[] }>(tasksQueryKey('board-1'))?.tasks[0]?.dueDate;
  return { ...renderHook(() => useDropOnDay(), { wrapper }), dueDate };
}

describe('useDropOnDay', () => {
  it("moves the due date to the day's midnight UTC at once and keeps the server's answer", async () => {
    const moved = {
      ...task,
      dueDate: '2026-11-12T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
    };
    let answer: (response: Response) => void = () => undefined;
    const network = mockFetch({
      'PUT /api/tasks/a': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result, dueDate } = renderDrop();

    result.current(task, 'day:2026-11-12');

    await waitFor(() => expect(dueDate()).toBe('2026-11-12T00:00:00.000Z'));
    expect(network.calls('PUT /api/tasks/a')[0]?.body).toEqual({
      dueDate: '2026-11-12T00:00:00.000Z',
    });
    answer(json(200, { task: moved }));
    await waitFor(() => expect(network.calls('PUT /api/tasks/a')).toHaveLength(1));
    expect(dueDate()).toBe('2026-11-12T00:00:00.000Z');
  });

  it('puts the task back on its day when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'PUT /api/tasks/a': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result, dueDate } = renderDrop();

    result.current(task, 'unscheduled');

    await waitFor(() => expect(dueDate()).toBeNull());
    answer(
      json(400, { message: 'Start date cannot be after the due date', code: 'VALIDATION_ERROR' }),
    );
    await waitFor(() => expect(dueDate()).toBe('2026-11-10T00:00:00.000Z'));
  });

  it('sends nothing for a drop on the same day or outside the calendar', () => {
    const network = mockFetch({});
    const { result } = renderDrop();
    result.current(task, 'day:2026-11-10');
    result.current(task, undefined);
    result.current(buildTask({ _id: 'b' }), 'unscheduled');
    expect(network.calls('PUT /api/tasks/a')).toHaveLength(0);
  });
});
