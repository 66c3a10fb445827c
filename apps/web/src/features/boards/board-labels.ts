import type { BoardRole, CARD_PROPERTIES } from '@teamboard/shared';

export const BOARD_ROLE_LABELS: Record<BoardRole, string> = {
  admin: 'Admin',
  collaborator: 'Collaborator',
};

export function columnCountLabel(count: number): string {
  return count === 1 ? '1 column' : `${count} columns`;
}

/** Where the project's pages live. */
export function boardPath(workspaceUrl: string, boardId: string, ...rest: string[]): string {
  return [`/${workspaceUrl}/projects`, boardId, ...rest].join('/');
}

/** A task's panel over its board (`?task=<task key>`). */
export function taskPanelPath(workspaceUrl: string, boardId: string, taskKey: string): string {
  return `${boardPath(workspaceUrl, boardId)}?task=${encodeURIComponent(taskKey)}`;
}

export const CARD_PROPERTY_LABELS: Record<(typeof CARD_PROPERTIES)[number], string> = {
  title: 'Title',
  members: 'Members',
  dueDate: 'Due date',
  priority: 'Priority',
  complexity: 'Complexity',
  labels: 'Labels',
  totalTime: 'Total time',
  activeTimers: 'Active timers',
  cover: 'Cover',
  taskId: 'Task ID',
  assignees: 'Assignees',
};
