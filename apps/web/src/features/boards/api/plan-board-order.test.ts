import type { Board } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../../../test/board-fixtures';
import { placeBoards, planBoardMove, planBoardReorder, sortBoards } from './plan-board-order';

const board = (id: string, position: number, overrides: Partial<Board> = {}) =>
  buildBoard({ _id: id, title: id, position, ...overrides });
const ids = (boards: Board[]) => boards.map((one) => one._id);

describe('sortBoards', () => {
  it('puts favourites first, then the manual order, ties in the order given', () => {
    const list = [
      board('a', 3072),
      board('b', 1024),
      board('c', 2048, { isFavorite: true }),
      board('d', 4096, { isFavorite: true }),
      board('e', 1024),
    ];
    expect(ids(sortBoards(list))).toEqual(['c', 'd', 'b', 'e', 'a']);
  });
});

describe('planBoardReorder', () => {
  const a = board('a', 1024);
  const b = board('b', 2048);
  const c = board('c', 3072);
  const all = [a, b, c];
  const shown = ['a', 'b', 'c'];

  it('takes the midpoint of the new neighbours', () => {
    expect(planBoardReorder(all, shown, 'c', 'b')).toEqual([
      { boardId: 'c', folderId: null, position: 1536 },
    ]);
    expect(planBoardReorder(all, shown, 'a', 'b')).toEqual([
      { boardId: 'a', folderId: null, position: 2560 },
    ]);
  });

  it('halves the first position at the top and adds a step at the bottom', () => {
    expect(planBoardReorder(all, shown, 'c', 'a')).toEqual([
      { boardId: 'c', folderId: null, position: 512 },
    ]);
    expect(planBoardReorder(all, shown, 'a', 'c')).toEqual([
      { boardId: 'a', folderId: null, position: 4096 },
    ]);
  });

  it('keeps the board in its folder', () => {
    const inFolder = [board('x', 1024, { folderId: 'f' }), board('y', 2048, { folderId: 'f' })];
    expect(planBoardReorder(inFolder, ['x', 'y'], 'y', 'x')).toEqual([
      { boardId: 'y', folderId: 'f', position: 512 },
    ]);
  });

  it('stays next to its neighbour in the whole workspace at the edge of a folder list', () => {
    // The folder shows x and y; elsewhere o sits between them and after y.
    const x = board('x', 1024, { folderId: 'f' });
    const o = board('o', 2048);
    const y = board('y', 3072, { folderId: 'f' });
    const p = board('p', 4096);
    expect(planBoardReorder([x, o, y, p], ['x', 'y'], 'y', 'x')).toEqual([
      { boardId: 'y', folderId: 'f', position: 512 },
    ]);
    expect(planBoardReorder([x, o, y, p], ['x', 'y'], 'x', 'y')).toEqual([
      { boardId: 'x', folderId: 'f', position: 3584 },
    ]);
  });

  it('moves only among boards of the same kind (favourites or the rest)', () => {
    const star = board('s', 5000, { isFavorite: true });
    const list = [star, a, b];
    expect(planBoardReorder(list, ['s', 'a', 'b'], 'a', 's')).toBeNull();
    // The first of the rest goes before a, not before the favourite.
    expect(planBoardReorder(list, ['s', 'a', 'b'], 'b', 'a')).toEqual([
      { boardId: 'b', folderId: null, position: 512 },
    ]);
  });

  it('ignores a drop on itself or on an unknown board', () => {
    expect(planBoardReorder(all, shown, 'a', 'a')).toBeNull();
    expect(planBoardReorder(all, shown, 'a', 'zz')).toBeNull();
    expect(planBoardReorder(all, ['a', 'b'], 'a', 'c')).toBeNull();
  });

  it('renumbers every board when no room is left (or positions are equal)', () => {
    const tight = [board('a', 1), board('b', 1 + 1e-7), board('c', 2)];
    expect(planBoardReorder(tight, ['a', 'b', 'c'], 'c', 'b')).toEqual([
      { boardId: 'a', folderId: null, position: 1024 },
      { boardId: 'c', folderId: null, position: 2048 },
      { boardId: 'b', folderId: null, position: 3072 },
    ]);
    const equal = [
      board('a', 1, { folderId: 'f' }),
      board('b', 1, { folderId: 'g' }),
      board('c', 1, { folderId: 'f' }),
    ];
    expect(planBoardReorder(equal, ['a', 'b', 'c'], 'c', 'b')).toEqual([
      { boardId: 'a', folderId: 'f', position: 1024 },
      { boardId: 'c', folderId: 'f', position: 2048 },
      { boardId: 'b', folderId: 'g', position: 3072 },
    ]);
  });

  it('leaves out of the renumbering the boards already at their number', () => {
    const list = [board('a', 1024), board('b', 2048), board('c', 2048 + 1e-7), board('d', 5000)];
    expect(planBoardReorder(list, ['a', 'b', 'c', 'd'], 'd', 'c')).toEqual([
      { boardId: 'd', folderId: null, position: 3072 },
      { boardId: 'c', folderId: null, position: 4096 },
    ]);
  });
});

describe('planBoardMove', () => {
  it('puts the board after every board of the list', () => {
    const all = [board('a', 1024), board('b', 9000, { folderId: 'f' })];
    expect(planBoardMove(all, all[0]!, 'f')).toEqual({
      boardId: 'a',
      folderId: 'f',
      position: 9000 + 1024,
    });
    expect(planBoardMove([], board('a', 50, { folderId: 'f' }), null)).toEqual({
      boardId: 'a',
      folderId: null,
      position: 1074,
    });
  });

  it('does nothing when the board is already in that folder', () => {
    expect(planBoardMove([], board('a', 1), null)).toBeNull();
  });
});

describe('placeBoards', () => {
  it('applies folder and position to the boards named', () => {
    const placed = placeBoards(
      [board('a', 1), board('b', 2)],
      [{ boardId: 'b', folderId: 'f', position: 7 }],
    );
    expect(placed.map(({ _id, folderId, position }) => ({ _id, folderId, position }))).toEqual([
      { _id: 'a', folderId: null, position: 1 },
      { _id: 'b', folderId: 'f', position: 7 },
    ]);
  });
});
