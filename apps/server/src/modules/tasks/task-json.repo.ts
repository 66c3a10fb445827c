import { TASK_DESCRIPTION_EXCERPT_LENGTH } from '@teamboard/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoJson as iso, publicUserJson } from '../../db/json-fragments';
import { rawRows } from '../../db/raw-rows';

/**
 * The Task JSON, built by PostgreSQL itself: a whole board of thousands of tasks is one
 * statement and one string handed to the socket, with no per-row work in Node. It is the only
 * task presenter (task.presenter.ts parses it), so a single task and a board list can never
 * disagree.
 */

const person = publicUserJson('u');
const label = sql`json_build_object('_id', bl.id, 'name', bl.name, 'color', bl.color)`;

/** Where a task's parts come from: one SQL expression per part (a JSON array per list). */
interface TaskParts {
  /** The description as shown, and whether it is cut to an excerpt. */
  description: SQL;
  descriptionTruncated: SQL;
  assignees: SQL;
  members: SQL;
  labels: SQL;
  blockers: SQL;
  dependencies: SQL;
  timeEntries: SQL;
  totalTime: SQL;
  activeTimers: SQL;
}

/** The one field list of the Task JSON, over a task row `t` and its board `b`. */
const taskObject = (parts: TaskParts) => sql`json_build_object(
  '_id', t.id,
  'taskId', b.key || '-' || t.number,
  'title', t.title,
  'description', ${parts.description},
  'descriptionTruncated', ${parts.descriptionTruncated},
  'columnId', t.column_id,
  'boardId', t.board_id,
  'position', t.position,
  'priority', t.priority,
  'complexity', t.complexity,
  'dueDate', ${iso(sql`t.due_date`)},
  'cover', t.cover,
  'assignees', ${parts.assignees},
  'members', ${parts.members},
  'labels', ${parts.labels},
  'blockers', ${parts.blockers},
  'dependencies', ${parts.dependencies},
  'timeEntries', ${parts.timeEntries},
  'totalTime', ${parts.totalTime},
  'activeTimers', ${parts.activeTimers},
  'createdAt', ${iso(sql`t.created_at`)},
  'updatedAt', ${iso(sql`t.updated_at`)})`;

/** Over a time entry `e` and its author `u`: a recorded entry, and a running timer. */
const timeEntry = sql`json_build_object('_id', e.id, 'user', ${person}, 'startTime', ${iso(sql`e.start_time`)},
  'description', e.description, 'duration', e.duration)`;
const activeTimer = sql`json_build_object('user', ${person}, 'startTime', ${iso(sql`e.start_time`)},
  'timeEntryId', e.id)`;
const entriesInOrder = sql`order by e.start_time, e.id`;

const orEmpty = (list: SQL) => sql`coalesce(${list}, '[]'::json)`;

const peopleOf = (table: string) =>
  orEmpty(sql`(select json_agg(${person} order by u.name, u.id)
    from ${sql.raw(table)} link join users u on u.id = link.user_id where link.task_id = t.id)`);

const linkedOf = (kind: 'blocker' | 'dependency') =>
  orEmpty(sql`(select json_agg(l.linked_task_id order by l.linked_task_id)
    from task_links l where l.task_id = t.id and l.kind = ${kind})`);

/**
 * One task's JSON with its lists read per task: for a query over `tasks t join boards b` (or an
 * update of `tasks t` from `boards b`) touching one or a few tasks.
 */
export const taskDocument = taskObject({
  description: sql`t.description`,
  descriptionTruncated: sql`false`,
  assignees: peopleOf('task_assignees'),
  members: peopleOf('task_members'),
  labels: orEmpty(sql`(select json_agg(${label} order by bl.name, bl.id)
    from task_labels tl join board_labels bl on bl.id = tl.label_id where tl.task_id = t.id)`),
  blockers: linkedOf('blocker'),
  dependencies: linkedOf('dependency'),
  timeEntries: orEmpty(sql`(select json_agg(${timeEntry} ${entriesInOrder})
    from time_entries e join users u on u.id = e.user_id
    where e.task_id = t.id and e.duration is not null)`),
  totalTime: sql`(select coalesce(sum(e.duration), 0) from time_entries e where e.task_id = t.id)`,
  activeTimers: orEmpty(sql`(select json_agg(${activeTimer} ${entriesInOrder})
    from time_entries e join users u on u.id = e.user_id
    where e.task_id = t.id and e.duration is null)`),
});

const peopleByTask = (
  table: string,
) => sql`select link.task_id, json_agg(${person} order by u.name, u.id) as list
  from ${sql.raw(table)} link join board_tasks bt on bt.id = link.task_id join users u on u.id = link.user_id
  group by link.task_id`;

/**
 * A board's tasks carry what a card needs: the description's first characters, read with one
 * character more (`description_head`, a slice: a long description is never read whole) to tell
 * whether there is more. A constant, written into the SQL text.
 */
const EXCERPT = sql.raw(String(TASK_DESCRIPTION_EXCERPT_LENGTH));
const EXCERPT_AND_ONE = sql.raw(String(TASK_DESCRIPTION_EXCERPT_LENGTH + 1));

/**
 * JSON text of `{"tasks":[…]}` for a board, in column then position order, with the board's
 * `tasks_version` read in the same snapshot (so the pair can be cached together). The lists are
 * gathered once for the whole board and joined (much faster than per task on thousands).
 */
export async function boardTasksJson(
  db: Database,
  boardId: string,
): Promise<{ json: string; version: number }> {
  const [row] = await rawRows<{ json: string; version: number | string }>(
    db,
    sql`
    with board_tasks as materialized (
      select *, left(description, ${EXCERPT_AND_ONE}) as description_head
      from tasks where board_id = ${boardId}),
    assignees as (${peopleByTask('task_assignees')}),
    members as (${peopleByTask('task_members')}),
    labels as (
      select tl.task_id, json_agg(${label} order by bl.name, bl.id) as list
      from task_labels tl join board_tasks bt on bt.id = tl.task_id
        join board_labels bl on bl.id = tl.label_id
      group by tl.task_id),
    links as (
      select l.task_id,
        json_agg(l.linked_task_id order by l.linked_task_id) filter (where l.kind = 'blocker') as blockers,
        json_agg(l.linked_task_id order by l.linked_task_id) filter (where l.kind = 'dependency') as dependencies
      from task_links l join board_tasks bt on bt.id = l.task_id
      group by l.task_id),
    entries as (
      select e.task_id,
        json_agg(${timeEntry} ${entriesInOrder}) filter (where e.duration is not null) as recorded,
        coalesce(sum(e.duration), 0) as total,
        json_agg(${activeTimer} ${entriesInOrder}) filter (where e.duration is null) as running
      from time_entries e join users u on u.id = e.user_id
      where e.board_id = ${boardId}
      group by e.task_id)
    select '{"tasks":' || coalesce((
        select json_agg(${taskObject({
          description: sql`left(t.description_head, ${EXCERPT})`,
          descriptionTruncated: sql`coalesce(char_length(t.description_head) > ${EXCERPT}, false)`,
          assignees: orEmpty(sql`assignees.list`),
          members: orEmpty(sql`members.list`),
          labels: orEmpty(sql`labels.list`),
          blockers: orEmpty(sql`links.blockers`),
          dependencies: orEmpty(sql`links.dependencies`),
          timeEntries: orEmpty(sql`entries.recorded`),
          totalTime: sql`coalesce(entries.total, 0)`,
          activeTimers: orEmpty(sql`entries.running`),
        })} order by t.column_id, t.position, t.id)::text
        from board_tasks t
          left join assignees on assignees.task_id = t.id
          left join members on members.task_id = t.id
          left join labels on labels.task_id = t.id
          left join links on links.task_id = t.id
          left join entries on entries.task_id = t.id), '[]') || '}' as json,
      b.tasks_version as version
    from boards b where b.id = ${boardId}`,
  );
  if (!row) throw new Error(`board ${boardId} vanished while listing its tasks`);
  return { json: row.json, version: Number(row.version) };
}

/** One task's JSON text, or undefined when it no longer exists. */
export async function taskJson(db: Database, taskId: string): Promise<string | undefined> {
  const [row] = await rawRows<{ json: string }>(
    db,
    sql`
    select ${taskDocument}::text as json
    from tasks t join boards b on b.id = t.board_id
    where t.id = ${taskId}`,
  );
  return row?.json;
}
