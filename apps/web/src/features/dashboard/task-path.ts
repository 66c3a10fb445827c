import { boardPath } from '../boards/board-labels';

/** A task's panel over its board (`?task=<task key>`, "WEB-12"). */
export function taskPath(workspaceUrl: string, boardId: string, taskKey: string): string {
  return `${boardPath(workspaceUrl, boardId)}?task=${encodeURIComponent(taskKey)}`;
}
