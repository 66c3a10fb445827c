import { asc, eq, inArray } from 'drizzle-orm';
import type { Task } from '@teamboard/shared';
import type { Database } from '../../db/client';
import {
  boardLabels,
  taskAssignees,
  taskLabels,
  tasks,
  users,
  type BoardRow,
  type TaskRow,
} from '../../db/schema/index';
import { presentLabel } from '../workspaces/workspace.presenter';
import { presentPublicUser } from '../workspaces/member.presenter';

/** Tasks with their assignees and labels, in three queries whatever their number. */
export async function presentTasks(
  db: Database,
  board: BoardRow,
  rows: TaskRow[],
): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [assignees, labels] = await Promise.all([
    db
      .select({ taskId: taskAssignees.taskId, user: users })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(inArray(taskAssignees.taskId, ids)),
    db
      .select({ taskId: taskLabels.taskId, label: boardLabels })
      .from(taskLabels)
      .innerJoin(boardLabels, eq(boardLabels.id, taskLabels.labelId))
      .where(inArray(taskLabels.taskId, ids)),
  ]);
  const assigneesOf = groupBy(assignees, (entry) => entry.taskId);
  const labelsOf = groupBy(labels, (entry) => entry.taskId);
  return rows.map((row) => ({
    _id: row.id,
    taskId: `${board.key}-${row.number}`,
    title: row.title,
    description: row.description,
    columnId: row.columnId,
    boardId: row.boardId,
    position: row.position,
    priority: row.priority,
    complexity: row.complexity,
    dueDate: row.dueDate?.toISOString() ?? null,
    cover: row.cover,
    assignees: (assigneesOf.get(row.id) ?? []).map((entry) => presentPublicUser(entry.user, false)),
    labels: (labelsOf.get(row.id) ?? []).map((entry) => presentLabel(entry.label)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function presentTask(db: Database, board: BoardRow, row: TaskRow): Promise<Task> {
  const [task] = await presentTasks(db, board, [row]);
  if (!task) throw new Error('task vanished while presenting it');
  return task;
}

export async function tasksOfBoard(db: Database, boardId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(eq(tasks.boardId, boardId))
    .orderBy(asc(tasks.columnId), asc(tasks.position), asc(tasks.id));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
