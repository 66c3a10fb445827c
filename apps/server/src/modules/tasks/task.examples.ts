import type { CreateTaskInput, MoveTaskInput, PlacedTask, Task } from '@teamboard/shared';
import { exampleBoard } from '../boards/board.examples';
import { examplePerson } from '../workspaces/workspace.examples';

/** Examples of the API description (/api/docs): a task as its calls send and answer it. */

const TODO = '2d8f4b61-0e3c-4a97-b5d1-8c6a2e7f9034';
const DOING = '7b1c5e93-4f2a-4d08-9e6b-3a0d1c8f5e27';

export const createTaskExample: CreateTaskInput = {
  boardId: exampleBoard._id,
  columnId: TODO,
  fields: { title: 'Write the release notes', priority: 2, dueDate: '2026-03-20T00:00:00.000Z' },
};

export const exampleTask: Task = {
  _id: 'c3e5a7f1-9b2d-4c60-8e14-5d7f9a1b3c28',
  taskId: 'WEB-42',
  externalKey: null,
  title: 'Write the release notes',
  description: null,
  columnId: TODO,
  boardId: exampleBoard._id,
  position: 1024,
  priority: 2,
  complexity: null,
  dueDate: '2026-03-20T00:00:00.000Z',
  startDate: null,
  cover: null,
  assignees: [examplePerson],
  members: [],
  labels: [],
  blockers: [],
  dependencies: [],
  totalTime: 0,
  activeTimers: [],
  checklist: { done: 0, total: 0 },
  commentCount: 0,
  attachmentCount: 0,
  timeEntries: [],
  createdAt: '2026-03-09T14:30:00.000Z',
  updatedAt: '2026-03-09T14:30:00.000Z',
};

export const moveTaskExample: MoveTaskInput = {
  taskId: exampleTask._id,
  columnId: DOING,
  position: 'top',
};

export const movedTaskExample: PlacedTask = {
  task: { ...exampleTask, columnId: DOING, position: 512 },
  rebalanced: null,
};
