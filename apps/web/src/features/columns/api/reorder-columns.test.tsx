import type { Column } from '@teamboard/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildColumn } from '../../../test/board-fixtures';
import { json, mockFetch } from '../../../test/fetch-mock';
import { columnsQueryKey } from './get-columns';
import { useReorderColumns } from './reorder-columns';

const columns: Column[] = [
  buildColumn({ _id: 'a', title: 'To do', position: 1024 }),
  buildColumn({ _id: 'b', title: 'Doing', position: 2048 }),
  buildColumn({ _id: 'c', title: 'Done', position: 3072 }),
];

function renderReorder() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(columnsQueryKey('board-1'), { columns });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const order = () =>
    queryClient
      .getQueryData<{ columns: Column[] }>(columnsQueryKey('board-1'))
      ?.columns.map((column) => column._id);
  return { ...renderHook(() => useReorderColumns('board-1'), { wrapper }), order };
}

describe('useReorderColumns', () => {
  it('shows the new order at once, sends it, and keeps what the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const network = mockFetch({
      'PUT /api/columns/order': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result, order } = renderReorder();

    result.current.mutate(['c', 'a', 'b']);

    await waitFor(() => expect(order()).toEqual(['c', 'a', 'b']));
    expect(network.calls('PUT /api/columns/order')[0]?.body).toEqual({
      boardId: 'board-1',
      columnOrder: ['c', 'a', 'b'],
    });
    answer(
      json(200, {
        columns: [
          { ...columns[2], position: 1024 },
          { ...columns[0], position: 2048 },
          { ...columns[1], position: 3072 },
        ],
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(order()).toEqual(['c', 'a', 'b']);
  });

  it('puts the columns back when the server refuses', async () => {
    mockFetch({
      'PUT /api/columns/order': () =>
        json(400, { message: 'columnOrder must list every column', code: 'BAD_REQUEST' }),
    });
    const { result, order } = renderReorder();

    result.current.mutate(['b', 'a', 'c']);

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(order()).toEqual(['a', 'b', 'c']);
  });
});
