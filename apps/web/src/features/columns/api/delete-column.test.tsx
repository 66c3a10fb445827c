import type { Column, Task } from '@teamboard/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildColumn } from '../../../test/board-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { fetchedUrls } from '../../../test/fetched-urls';
import { boardTasksAnswer, buildTask } from '../../../test/task-fixtures';
import { columnsQueryKey } from './get-columns';
import { tasksQueryKey } from '../../tasks/api/get-tasks';
import { useDeleteColumn } from './delete-column';

const todo = buildColumn({ _id: 'col-1', title: 'To do', position: 1024 });
const done = buildColumn({ _id: 'col-2', title: 'Done', position: 2048 });
const tasks = [
  buildTask({ _id: 'a', columnId: 'col-1', position: 1024 }),
  buildTask({ _id: 'b', columnId: 'col-1', position: 2048 }),
  buildTask({ _id: 'x', columnId: 'col-2', position: 1024 }),
];

function renderDelete() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(columnsQueryKey('board-1'), { columns: [todo, done] });
  queryClient.setQueryData(tasksQueryKey('board-1'), { version: 1, tasks });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useDeleteColumn(), { wrapper }), queryClient };
}

describe('useDeleteColumn', () => {
  it('names where the tasks go, drops the column and shows its tasks below the others', async () => {
    const network = mockFetch({
      'DELETE /api/columns/col-1': () => json(200, { message: 'Column deleted' }),
      'GET /api/boards/board-1/tasks': () => json(200, boardTasksAnswer(tasks)),
    });
    const { result, queryClient } = renderDelete();
    const cachedTasks = () =>
      queryClient.getQueryData<{ tasks: Task[] }>(tasksQueryKey('board-1'))?.tasks;

    result.current.mutate({ column: todo, moveTasksTo: 'col-2' });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(network.calls('DELETE /api/columns/col-1')).toHaveLength(1);
    expect(fetchedUrls()).toContain('/api/columns/col-1?moveTasksTo=col-2');
    const columns = queryClient.getQueryData<{ columns: Column[] }>(columnsQueryKey('board-1'));
    expect(columns?.columns.map((column) => column._id)).toEqual(['col-2']);
    expect(cachedTasks()?.every((task) => task.columnId === 'col-2')).toBe(true);
  });

  it('sends no moveTasksTo for an empty column', async () => {
    mockFetch({ 'DELETE /api/columns/col-2': () => json(200, { message: 'Column deleted' }) });
    const { result } = renderDelete();

    result.current.mutate({ column: done, moveTasksTo: null });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchedUrls()).toContain('/api/columns/col-2');
  });
});
