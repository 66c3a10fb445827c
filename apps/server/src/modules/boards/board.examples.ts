import type { Board, CreateBoardInput } from '@teamboard/shared';
import { examplePerson, exampleWorkspace } from '../workspaces/workspace.examples';

/** Examples of the API description (/api/docs): a board as its calls send and answer it. */
export const createBoardExample: CreateBoardInput = {
  workspaceId: exampleWorkspace._id,
  title: 'Web Platform',
  description: 'The public site and its API',
  key: 'WEB',
};

export const exampleBoard: Board = {
  _id: '5a3e9d20-7c41-4b6f-a8d2-1f0e3c5b7a96',
  title: 'Web Platform',
  description: 'The public site and its API',
  key: 'WEB',
  workspace: exampleWorkspace._id,
  folderId: null,
  position: 1,
  status: 'active',
  members: [{ user: examplePerson, role: 'admin' }],
  labels: [],
  favorites: [],
  isFavorite: false,
  columnCount: 3,
  currentUserRole: 'admin',
  createdAt: '2026-03-02T09:05:00.000Z',
  updatedAt: '2026-03-02T09:05:00.000Z',
};
