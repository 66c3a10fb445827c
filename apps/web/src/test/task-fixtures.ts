import {
  BOARD_HEAD_PER_COLUMN,
  type BoardTask,
  type BoardTasksHead,
  type BoardTasksResponse,
  type Task,
} from '@teamboard/shared';

const CREATED = '2026-01-01T00:00:00.000Z';

export function buildTask(overrides: Partial<Task> = {}): Task {
  return {
    _id: 'task-1',
    taskId: 'WEB-1',
    externalKey: null,
    title: 'Write copy',
    description: null,
    columnId: 'col-1',
    boardId: 'board-1',
    position: 1024,
    priority: 1,
    complexity: null,
    dueDate: null,
    startDate: null,
    cover: null,
    assignees: [],
    members: [],
    labels: [],
    blockers: [],
    dependencies: [],
    timeEntries: [],
    totalTime: 0,
    activeTimers: [],
    checklist: { done: 0, total: 0 },
    commentCount: 0,
    attachmentCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A task as a board's list carries it: without its description and recorded time entries. */
export function cardOf(task: Task): BoardTask {
  const card: Partial<Task> = { ...task };
  delete card.description;
  delete card.timeEntries;
  return card as BoardTask;
}

export function buildCard(overrides: Partial<BoardTask> = {}): BoardTask {
  return cardOf(buildTask(overrides));
}

/** The server's answer to GET /api/boards/{id}/tasks: the whole list, at a version. */
export function boardTasksAnswer(tasks: BoardTask[], version = 1): BoardTasksResponse {
  return { version, complete: true, tasks, removed: [] };
}

/** The server's answer to GET /api/boards/{id}/tasks/head: each column's first cards, its totals. */
export function boardTasksHeadAnswer(
  tasks: BoardTask[],
  perColumn = BOARD_HEAD_PER_COLUMN,
  version = 1,
): BoardTasksHead {
  const totals: Record<string, number> = {};
  const head: BoardTask[] = [];
  for (const task of [...tasks].sort((a, b) => a.position - b.position)) {
    const total = (totals[task.columnId] ?? 0) + 1;
    totals[task.columnId] = total;
    if (total <= perColumn) head.push(task);
  }
  return { version, tasks: head, totals };
}
