import type { Task } from '@teamboard/shared';

const CREATED = '2026-01-01T00:00:00.000Z';

export function buildTask(overrides: Partial<Task> = {}): Task {
  return {
    _id: 'task-1',
    taskId: 'WEB-1',
    title: 'Write copy',
    description: null,
    descriptionTruncated: false,
    columnId: 'col-1',
    boardId: 'board-1',
    position: 1024,
    priority: 1,
    complexity: null,
    dueDate: null,
    cover: null,
    assignees: [],
    members: [],
    labels: [],
    blockers: [],
    dependencies: [],
    timeEntries: [],
    totalTime: 0,
    activeTimers: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
