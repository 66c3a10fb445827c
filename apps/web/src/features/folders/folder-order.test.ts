import { describe, expect, it } from 'vitest';
import { buildFolder } from '../../test/board-fixtures';
import { placeFolders, planFolderReorder } from './folder-order';

describe('planFolderReorder', () => {
  it('numbers the siblings in their new order', () => {
    expect(planFolderReorder(['a', 'b', 'c'], 'c', 'a')).toEqual([
      { id: 'c', position: 1024 },
      { id: 'a', position: 2048 },
      { id: 'b', position: 3072 },
    ]);
    expect(planFolderReorder(['a', 'b', 'c'], 'a', 'b')).toEqual([
      { id: 'b', position: 1024 },
      { id: 'a', position: 2048 },
      { id: 'c', position: 3072 },
    ]);
  });

  it('is null when nothing moves or a folder is not a sibling', () => {
    expect(planFolderReorder(['a', 'b'], 'a', 'a')).toBeNull();
    expect(planFolderReorder(['a', 'b'], 'a', 'z')).toBeNull();
  });
});

describe('placeFolders', () => {
  it('applies the positions given and keeps the others', () => {
    const folders = [
      buildFolder({ _id: 'a', position: 1 }),
      buildFolder({ _id: 'b', position: 2 }),
    ];
    expect(placeFolders(folders, [{ id: 'b', position: 0.5 }]).map((f) => f.position)).toEqual([
      1, 0.5,
    ]);
  });
});
