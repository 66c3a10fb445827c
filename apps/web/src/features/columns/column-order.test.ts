import { describe, expect, it } from 'vitest';
import { buildColumn } from '../../test/board-fixtures';
import { movedColumnOrder, orderColumns } from './column-order';

const columns = ['a', 'b', 'c', 'd'].map((id, index) =>
  buildColumn({ _id: id, title: id.toUpperCase(), position: (index + 1) * 1024 }),
);

describe('movedColumnOrder', () => {
  it('puts the dragged column in the place of the one it was dropped on', () => {
    expect(movedColumnOrder(columns, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedColumnOrder(columns, 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
    expect(movedColumnOrder(columns, 'b', 'c')).toEqual(['a', 'c', 'b', 'd']);
  });

  it('is null when nothing moves', () => {
    expect(movedColumnOrder(columns, 'b', 'b')).toBeNull();
    expect(movedColumnOrder(columns, 'b', 'zzz')).toBeNull();
  });
});

describe('orderColumns', () => {
  it('sorts the columns into the order and numbers them as the server does', () => {
    const ordered = orderColumns(columns, ['c', 'a', 'b', 'd']);
    expect(ordered.map((column) => [column._id, column.position])).toEqual([
      ['c', 1024],
      ['a', 2048],
      ['b', 3072],
      ['d', 4096],
    ]);
  });
});
