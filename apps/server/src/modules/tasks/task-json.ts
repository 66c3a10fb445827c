import { taskSchema, type Task } from '@teamboard/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * The spec's Task JSON, built by PostgreSQL itself: a whole board of thousands of tasks is one
 * statement and one string handed to the socket, with no per-row work in Node. It is the only
 * task presenter, so a single task and a board list can never disagree.
 */

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const people = (table: string) => sql`coalesce((
  select json_agg(json_build_object('_id', u.id, 'name', u.name, 'username', u.username, 'avatar', u.avatar)
    order by u.name, u.id)
  from ${sql.raw(table)} link join users u on u.id = link.user_id
  where link.task_id = t.id), '[]'::json)`;

const linked = (kind: 'blocker' | 'dependency') => sql`coalesce((
  select json_agg(l.linked_task_id order by l.linked_task_id)
  from task_links l where l.task_id = t.id and l.kind = ${kind}), '[]'::json)`;

/** One task's JSON, for a query over `tasks t join boards b` (or an update of `tasks t` from `boards b`). */
export const taskDocument = sql`json_build_object(
  '_id', t.id,
  'taskId', b.key || '-' || t.number,
  'title', t.title,
  'description', t.description,
  'columnId', t.column_id,
  'boardId', t.board_id,
  'position', t.position,
  'priority', t.priority,
  'complexity', t.complexity,
  'dueDate', ${iso(sql`t.due_date`)},
  'cover', t.cover,
  'assignees', ${people('task_assignees')},
  'members', ${people('task_members')},
  'labels', coalesce((
    select json_agg(json_build_object('_id', bl.id, 'name', bl.name, 'color', bl.color)
      order by bl.name, bl.id)
    from task_labels tl join board_labels bl on bl.id = tl.label_id
    where tl.task_id = t.id), '[]'::json),
  'blockers', ${linked('blocker')},
  'dependencies', ${linked('dependency')},
  'createdAt', ${iso(sql`t.created_at`)},
  'updatedAt', ${iso(sql`t.updated_at`)})`;

/**
 * JSON text of `{"tasks":[…]}` for a board, in column then position order, with the board's
 * `tasks_version` read in the same snapshot (so the pair can be cached together).
 */
export async function boardTasksJson(
  db: Database,
  boardId: string,
): Promise<{ json: string; version: number }> {
  const [row] = await rawRows<{ json: string; version: number | string }>(
    db,
    sql`
    select '{"tasks":' || coalesce((
        select json_agg(${taskDocument} order by t.column_id, t.position, t.id)::text
        from tasks t where t.board_id = b.id), '[]') || '}' as json,
      b.tasks_version as version
    from boards b where b.id = ${boardId}`,
  );
  if (!row) throw new Error(`board ${boardId} vanished while listing its tasks`);
  return { json: row.json, version: Number(row.version) };
}

/** One task as the API shows it, or undefined when it no longer exists. */
export async function taskJson(db: Database, taskId: string): Promise<Task | undefined> {
  const [row] = await rawRows<{ json: string }>(
    db,
    sql`
    select ${taskDocument}::text as json
    from tasks t join boards b on b.id = t.board_id
    where t.id = ${taskId}`,
  );
  return row ? parseTask(row.json) : undefined;
}

export function parseTask(json: string): Task {
  return taskSchema.parse(JSON.parse(json));
}
