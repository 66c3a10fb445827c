import type { Task } from '@teamboard/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoJson as iso, publicUserJson } from '../../db/json-fragments';
import { rawRows } from '../../db/raw-rows';
import { taskLabelJson, taskLabelRows } from '../../db/task-label-rows';
import { taskNotFound } from './task-errors';
import { parseTask } from './task.presenter';

/**
 * The Task JSON and the board card JSON, built by PostgreSQL itself: a whole board of thousands
 * of cards is one statement, with no per-row work in Node. It is the only task presenter
 * (task.presenter.ts parses it), so a task and its card can never disagree.
 */

const person = publicUserJson('u');
const labelsInOrder = sql`json_agg(${taskLabelJson('l')} order by l.name, l.id)`;

/** Where a card's parts come from: one SQL expression per part (a JSON array per list). */
interface CardParts {
  assignees: SQL;
  members: SQL;
  labels: SQL;
  blockers: SQL;
  dependencies: SQL;
  totalTime: SQL;
  activeTimers: SQL;
  checklist: SQL;
  commentCount: SQL;
  attachmentCount: SQL;
}

/** The card's field list (boardTaskSchema), over a task row `t` and its board `b`. */
const cardFields = (parts: CardParts) => sql`
  '_id', t.id,
  'taskId', b.key || '-' || t.number,
  'externalKey', nullif(t.jira_key, b.key || '-' || t.number),
  'title', t.title,
  'columnId', t.column_id,
  'boardId', t.board_id,
  'position', t.position,
  'priority', t.priority,
  'complexity', t.complexity,
  'dueDate', ${iso(sql`t.due_date`)},
  'startDate', ${iso(sql`t.start_date`)},
  'cover', t.cover,
  'assignees', ${parts.assignees},
  'members', ${parts.members},
  'labels', ${parts.labels},
  'blockers', ${parts.blockers},
  'dependencies', ${parts.dependencies},
  'totalTime', ${parts.totalTime},
  'activeTimers', ${parts.activeTimers},
  'checklist', ${parts.checklist},
  'commentCount', ${parts.commentCount},
  'attachmentCount', ${parts.attachmentCount},
  'createdAt', ${iso(sql`t.created_at`)},
  'updatedAt', ${iso(sql`t.updated_at`)}`;

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

/** A card's parts read per task: for one task or a few (a write's answer, a board's changes). */
const partsOfOneTask: CardParts = {
  assignees: peopleOf('task_assignees'),
  members: peopleOf('task_members'),
  labels: orEmpty(sql`(select ${labelsInOrder}
    from (${taskLabelRows(sql`tl.task_id = t.id`)}) l)`),
  blockers: linkedOf('blocker'),
  dependencies: linkedOf('dependency'),
  totalTime: sql`(select coalesce(sum(e.duration), 0) from time_entries e where e.task_id = t.id)`,
  activeTimers: orEmpty(sql`(select json_agg(${activeTimer} ${entriesInOrder})
    from time_entries e join users u on u.id = e.user_id
    where e.task_id = t.id and e.duration is null)`),
  checklist: sql`(select json_build_object('done', count(*) filter (where ci.done), 'total', count(*))
    from checklist_items ci where ci.task_id = t.id)`,
  commentCount: sql`(select count(*) from comments c where c.task_id = t.id)`,
  attachmentCount: sql`(select count(*)::int from attachments a where a.task_id = t.id)`,
};

/**
 * One task's whole JSON (taskSchema): for a query over `tasks t join boards b` (or an update of
 * `tasks t` from `boards b`) touching one or a few tasks.
 */
export const taskDocument = sql`json_build_object(${cardFields(partsOfOneTask)},
  'description', t.description,
  'timeEntries', ${orEmpty(sql`(select json_agg(${timeEntry} ${entriesInOrder})
    from time_entries e join users u on u.id = e.user_id
    where e.task_id = t.id and e.duration is not null)`)})`;

/** One task's card JSON (boardTaskSchema), over a task `t` and its board `b`. */
export const cardOfOneTask = sql`json_build_object(${cardFields(partsOfOneTask)})`;

const peopleByTask = (
  table: string,
) => sql`select link.task_id, json_agg(${person} order by u.name, u.id) as list
  from ${sql.raw(table)} link join board_tasks bt on bt.id = link.task_id join users u on u.id = link.user_id
  group by link.task_id`;

/** A card's parts gathered once for a whole board and joined (much faster than per task). */
const partsOfBoard: CardParts = {
  assignees: orEmpty(sql`assignees.list`),
  members: orEmpty(sql`members.list`),
  labels: orEmpty(sql`labels.list`),
  blockers: orEmpty(sql`links.blockers`),
  dependencies: orEmpty(sql`links.dependencies`),
  totalTime: sql`coalesce(entries.total, 0)`,
  activeTimers: orEmpty(sql`entries.running`),
  checklist: sql`json_build_object('done', coalesce(checks.done, 0), 'total', coalesce(checks.total, 0))`,
  commentCount: sql`coalesce(talk.comments, 0)`,
  attachmentCount: sql`coalesce(files.total, 0)`,
};

/** Cards by task id, as JSON text each. */
export type CardRows = [taskId: string, json: string][];

/** A board's cards at a version, read in one snapshot (so the two can be cached together). */
export interface BoardCards {
  version: number;
  cards: CardRows;
}

/** What changed on a board after a version, up to `version`, read in one snapshot. */
export interface BoardCardChanges extends BoardCards {
  removed: string[];
  /** Every card changed since (the board's key did): the whole list is needed instead. */
  reset: boolean;
}

/** Every card of a board, in column then position order. */
export async function boardCards(db: Database, boardId: string): Promise<BoardCards> {
  const rows = await rawRows<{ version: number | string; id: string | null; json: string | null }>(
    db,
    sql`
    with board_tasks as materialized (select * from tasks where board_id = ${boardId}),
    assignees as (${peopleByTask('task_assignees')}),
    members as (${peopleByTask('task_members')}),
    labels as (
      select l.task_id, ${labelsInOrder} as list
      from (${taskLabelRows(sql`tl.task_id in (select id from board_tasks)`)}) l
      group by l.task_id),
    links as (
      select l.task_id,
        json_agg(l.linked_task_id order by l.linked_task_id) filter (where l.kind = 'blocker') as blockers,
        json_agg(l.linked_task_id order by l.linked_task_id) filter (where l.kind = 'dependency') as dependencies
      from task_links l join board_tasks bt on bt.id = l.task_id
      group by l.task_id),
    entries as (
      select e.task_id,
        coalesce(sum(e.duration), 0) as total,
        json_agg(${activeTimer} ${entriesInOrder}) filter (where e.duration is null) as running
      from time_entries e join users u on u.id = e.user_id
      where e.board_id = ${boardId}
      group by e.task_id),
    checks as (
      select ci.task_id, count(*) filter (where ci.done) as done, count(*) as total
      from checklist_items ci join board_tasks bt on bt.id = ci.task_id
      group by ci.task_id),
    talk as (
      select c.task_id, count(*) as comments
      from comments c join board_tasks bt on bt.id = c.task_id
      group by c.task_id),
    files as (
      select a.task_id, count(*) as total
      from attachments a join board_tasks bt on bt.id = a.task_id
      group by a.task_id)
    select b.tasks_version as version, t.id,
      case when t.id is null then null else json_build_object(${cardFields(partsOfBoard)})::text end as json
    from boards b
      left join board_tasks t on true
      left join assignees on assignees.task_id = t.id
      left join members on members.task_id = t.id
      left join labels on labels.task_id = t.id
      left join links on links.task_id = t.id
      left join entries on entries.task_id = t.id
      left join checks on checks.task_id = t.id
      left join talk on talk.task_id = t.id
      left join files on files.task_id = t.id
    where b.id = ${boardId}
    order by t.column_id, t.position, t.id`,
  );
  const [first] = rows;
  if (!first) throw new Error(`board ${boardId} vanished while listing its tasks`);
  const cards: CardRows = [];
  for (const row of rows) if (row.id !== null && row.json !== null) cards.push([row.id, row.json]);
  return { version: Number(first.version), cards };
}

/**
 * The cards a board changed or added after version `since` and the tasks it deleted since (the
 * triggers of migrations 0014 and 0016 mark each, stampBoardList stamps them), pending ones
 * included, with the version they bring it to; `reset` when a change since altered every card.
 */
export async function boardCardChanges(
  db: Database,
  boardId: string,
  since: number,
): Promise<BoardCardChanges> {
  const rows = await rawRows<{
    version: number | string;
    kind: 'card' | 'removed' | 'board';
    id: string | null;
    json: string | null;
    reset: boolean;
  }>(
    db,
    sql`
    select b.tasks_version as version, 'card' as kind, t.id, ${cardOfOneTask}::text as json,
      false as reset
    from boards b join tasks t on t.board_id = b.id
      and (t.list_version > ${since} or t.list_version is null)
    where b.id = ${boardId} and b.list_reset_version <= ${since}
    union all
    select b.tasks_version, 'removed', s.task_id, null, false
    from boards b join task_tombstones s on s.board_id = b.id
      and (s.list_version > ${since} or s.list_version is null)
    where b.id = ${boardId} and b.list_reset_version <= ${since}
    union all
    select b.tasks_version, 'board', null, null, b.list_reset_version > ${since}
    from boards b where b.id = ${boardId}`,
  );
  const board = rows.find((row) => row.kind === 'board');
  if (!board) throw new Error(`board ${boardId} vanished while reading its changes`);
  const changes: BoardCardChanges = {
    version: Number(board.version),
    cards: [],
    removed: [],
    reset: board.reset,
  };
  for (const { kind, id, json } of rows) {
    if (kind === 'card' && id !== null && json !== null) changes.cards.push([id, json]);
    if (kind === 'removed' && id !== null) changes.removed.push(id);
  }
  return changes;
}

/** One task's JSON text, or undefined when it no longer exists. */
async function taskJson(db: Database, taskId: string): Promise<string | undefined> {
  const [row] = await rawRows<{ json: string }>(
    db,
    sql`
    select ${taskDocument}::text as json
    from tasks t join boards b on b.id = t.board_id
    where t.id = ${taskId}`,
  );
  return row?.json;
}

/**
 * One task as the API shows it; 404 when it is gone. Read inside a writing transaction, it is
 * exactly what that transaction committed (the response and the board event agree).
 */
export async function readTask(db: Database, taskId: string): Promise<Task> {
  const json = await taskJson(db, taskId);
  if (json === undefined) throw taskNotFound();
  return parseTask(json);
}

/** The board's list version after stamping its pending changes, and whether some are left. */
export interface StampedList {
  version: number;
  /** Pending changes a writer still held: they are read as changes until a later stamp. */
  pending: boolean;
}

/**
 * Stamps the board's pending card changes and tombstones with its next version (migration
 * 0016), in a statement of its own: a reader calls it before reading the list.
 */
export async function stampBoardList(db: Database, boardId: string): Promise<StampedList> {
  const [row] = await rawRows<{ version: number | string | null; pending: boolean | null }>(
    db,
    sql`select version, pending from stamp_board_list(${boardId})`,
  );
  if (!row || row.version === null) throw new Error(`board ${boardId} vanished while stamping`);
  return { version: Number(row.version), pending: row.pending === true };
}
