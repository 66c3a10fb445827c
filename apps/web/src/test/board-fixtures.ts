import type { Board, Column, Folder, PublicUser } from '@teamboard/shared';

const CREATED = '2026-01-01T00:00:00.000Z';

export function buildBoard(overrides: Partial<Board> = {}): Board {
  return {
    _id: 'board-1',
    title: 'Website',
    description: null,
    key: 'WEB',
    workspace: 'ws-1',
    folderId: null,
    position: 1,
    status: 'active',
    members: [],
    labels: [],
    favorites: [],
    isFavorite: false,
    columnCount: 0,
    currentUserRole: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function boardMember(user: PublicUser, role: Board['members'][number]['role']) {
  return { user, role };
}

export function buildFolder(overrides: Partial<Folder> = {}): Folder {
  return {
    _id: 'folder-1',
    name: 'Marketing',
    parentFolder: null,
    position: 1,
    workspace: 'ws-1',
    ...overrides,
  };
}

export function buildColumn(overrides: Partial<Column> = {}): Column {
  return {
    _id: 'col-1',
    title: 'To do',
    position: 1,
    boardId: 'board-1',
    status: 'active',
    color: null,
    isDone: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
