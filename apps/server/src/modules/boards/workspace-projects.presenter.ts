import type { WorkspaceProject } from '@teamboard/shared/workspace-projects';
import type { WorkspaceProjectRow } from './workspace-projects.repo';

export function presentWorkspaceProject(row: WorkspaceProjectRow): WorkspaceProject {
  const { board, folder } = row;
  return {
    _id: board.id,
    title: board.title,
    key: board.key,
    status: board.status,
    folder: folder ? { _id: folder.id, name: folder.name } : null,
    memberCount: row.memberCount,
    taskCount: row.taskCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: board.createdAt.toISOString(),
  };
}
