import { MAX_TASKS_PER_BOARD, POSITION_STEP } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { PlannedTask } from './import-plan';

/** Who writes: the board, and the admin who started the import (the history's actor). */
export interface ImportWriter {
  boardId: string;
  importerId: string | null;
}

export interface WriteOutcome {
  /** The rows written, and whether each made a new task. */
  written: { row: number; created: boolean }[];
  /** Rows refused whole (the board is full): named, nothing of them written. */
  refused: { row: number; message: string }[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Writes a batch of planned tasks in the caller's transaction, in a few set-based statements:
 * new tasks at the bottom of their columns in the batch's order, existing ones (same Jira key on
 * this board) brought in line with the export (moved to the bottom of their new column when their
 * status changed), then their labels, assignees, comments and worklogs. Comments and worklogs
 * already imported (same import key) are left as they are.
 */
export async function writePlannedTasks(
  tx: Database,
  writer: ImportWriter,
  planned: PlannedTask[],
): Promise<WriteOutcome> {
  const existing = await existingTasks(tx, writer.boardId, planned);
  const fresh = planned.filter((task) => !existing.has(task.key));
  const room = await roomFor(tx, writer.boardId, fresh.length);
  const refused = fresh.slice(room).map((task) => ({
    row: task.row,
    message: `The project is full: it holds at most ${MAX_TASKS_PER_BOARD.toLocaleString('en-US')} tasks`,
  }));
  const creating = fresh.slice(0, room);
  const moving = planned.filter((task) => {
    const found = existing.get(task.key);
    return found !== undefined && found.columnId !== task.columnId;
  });
  const positions = await bottomPositions(tx, [...creating, ...moving]);
  const ids = new Map<string, string>();
  for (const [key, found] of existing) ids.set(key, found.id);
  for (const [key, id] of await insertTasks(tx, writer, creating, positions)) ids.set(key, id);
  const updating = planned.filter((task) => existing.has(task.key));
  await updateTasks(tx, writer, updating, ids, positions);
  const kept = planned.filter((task) => ids.has(task.key));
  await writePeopleAndLabels(tx, kept, ids);
  await writeCommentsAndWorklogs(tx, writer, kept, ids);
  return {
    written: kept.map((task) => ({ row: task.row, created: !existing.has(task.key) })),
    refused,
  };
}

async function existingTasks(
  tx: Database,
  boardId: string,
  planned: PlannedTask[],
): Promise<Map<string, { id: string; columnId: string }>> {
  if (planned.length === 0) return new Map();
  const rows = await rawRows<{ id: string; jira_key: string; column_id: string }>(
    tx,
    sql`select id, jira_key, column_id from tasks
      where board_id = ${boardId} and jira_key in ${planned.map((task) => task.key)}`,
  );
  return new Map(rows.map((row) => [row.jira_key, { id: row.id, columnId: row.column_id }]));
}

/** How many of `wanted` new tasks the board takes; takes their numbers' place in its counter. */
async function roomFor(tx: Database, boardId: string, wanted: number): Promise<number> {
  if (wanted === 0) return 0;
  const [counted] = await rawRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (
      select 1 from tasks where board_id = ${boardId} limit ${MAX_TASKS_PER_BOARD}) held`,
  );
  return Math.max(0, Math.min(wanted, MAX_TASKS_PER_BOARD - (counted?.count ?? 0)));
}

/** The next free places at the bottom of each column, in the order the tasks come. */
async function bottomPositions(tx: Database, tasks: PlannedTask[]): Promise<Map<string, number>> {
  const columnIds = [...new Set(tasks.map((task) => task.columnId))];
  if (columnIds.length === 0) return new Map();
  const rows = await rawRows<{ column_id: string; last: number | null }>(
    tx,
    sql`select c.id as column_id, (select max(position) from tasks t where t.column_id = c.id) as last
      from columns c
      where c.id in (select (jsonb_array_elements_text(${json(columnIds)}))::uuid)
      for update of c`,
  );
  const last = new Map(rows.map((row) => [row.column_id, row.last ?? 0]));
  const positions = new Map<string, number>();
  for (const task of tasks) {
    const next = (last.get(task.columnId) ?? 0) + POSITION_STEP;
    last.set(task.columnId, next);
    positions.set(task.key, next);
  }
  return positions;
}

/** Inserts the new tasks with their numbers (numbersFor); answers their ids by Jira key. */
async function insertTasks(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  positions: Map<string, number>,
): Promise<Map<string, string>> {
  if (tasks.length === 0) return new Map();
  const numbers = await numbersFor(tx, writer.boardId, tasks);
  const records = tasks.map((task, index) => ({
    ...fieldsOf(task),
    number: numbers[index],
    position: positions.get(task.key),
    created: task.created,
  }));
  const rows = await rawRows<{ id: string; jira_key: string }>(
    tx,
    sql`
    with inserted as (
      insert into tasks (board_id, column_id, number, title, description, position, priority,
        complexity, due_date, start_date, created_by, created_at, jira_key)
      select ${writer.boardId}, x.column_id, x.number, x.title, x.description, x.position,
        x.priority, x.complexity, x.due_date, x.start_date, ${writer.importerId},
        coalesce(x.created, now()), x.key
      from jsonb_to_recordset(${json(records)}) as x(column_id uuid, number int, title text,
        description text, position float8, priority int, complexity int, due_date timestamptz,
        start_date timestamptz, created timestamptz, key text)
      returning id, board_id, jira_key, created_at),
    history as (
      insert into task_activity (task_id, board_id, actor_id, type, data, created_at)
      select id, board_id, ${writer.importerId}, 'task_created',
        jsonb_build_object('jiraKey', jira_key), created_at
      from inserted)
    select id, jira_key from inserted`,
  );
  return new Map(rows.map((row) => [row.jira_key, row.id]));
}

/** The largest task number a key may keep (numbers are 32-bit integers). */
const MAX_NUMBER = 2_147_483_647;

/** The number in an issue's key when its project key is the board's ("SHOP-7" on SHOP). */
function ownNumber(issueKey: string, boardKey: string): number | null {
  const match = /^([A-Za-z][A-Za-z0-9]*)-(\d{1,10})$/.exec(issueKey);
  if (match?.[1]?.toUpperCase() !== boardKey) return null;
  const number = Number(match[2]);
  return number >= 1 && number <= MAX_NUMBER ? number : null;
}

/**
 * The new tasks' numbers, so that a Jira key stays findable as it was: an issue of the board's
 * own key keeps its number when no task holds it, the others take the board's next numbers
 * (after every number kept, which the board's counter then passes).
 */
async function numbersFor(tx: Database, boardId: string, tasks: PlannedTask[]): Promise<number[]> {
  const [board] = await rawRows<{ key: string; counter: number }>(
    tx,
    sql`select key, task_counter as counter from boards where id = ${boardId} for update`,
  );
  if (!board) throw new Error(`board ${boardId} vanished while importing`);
  const own = tasks.map((task) => ownNumber(task.key, board.key));
  const wanted = own.filter((number) => number !== null);
  const taken = new Set(
    wanted.length === 0
      ? []
      : (
          await rawRows<{ number: number }>(
            tx,
            sql`select number from tasks where board_id = ${boardId} and number in ${wanted}`,
          )
        ).map((row) => row.number),
  );
  const kept = new Set<number>();
  const numbers = own.map((number) => {
    if (number === null || taken.has(number) || kept.has(number)) return null;
    kept.add(number);
    return number;
  });
  let next = Math.max(board.counter, ...kept);
  const assigned = numbers.map((number) => number ?? (next += 1));
  await tx.execute(sql`update boards set task_counter = ${next}, updated_at = now()
    where id = ${boardId}`);
  return assigned;
}

/** What a task's row holds from the issue, as the statements read it. */
function fieldsOf(task: PlannedTask) {
  return {
    key: task.key,
    column_id: task.columnId,
    title: task.title,
    description: task.description,
    priority: task.priority,
    complexity: task.complexity,
    due_date: task.dueDate,
    start_date: task.startDate,
  };
}

/**
 * Brings existing tasks in line with the export, writing only those that differ (a re-import of
 * an unchanged export changes nothing); a task whose column changed goes to the bottom of the new
 * one, with its move in the history.
 */
async function updateTasks(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  ids: Map<string, string>,
  positions: Map<string, number>,
): Promise<void> {
  if (tasks.length === 0) return;
  const records = tasks.map((task) => ({
    ...fieldsOf(task),
    id: ids.get(task.key),
    position: positions.get(task.key) ?? null,
  }));
  await tx.execute(sql`
    with x as (
      select * from jsonb_to_recordset(${json(records)}) as x(id uuid, column_id uuid, title text,
        description text, position float8, priority int, complexity int, due_date timestamptz,
        start_date timestamptz)),
    before as (
      select t.id, t.column_id from tasks t join x on x.id = t.id where t.column_id <> x.column_id),
    changed as (
      update tasks t set title = x.title, description = x.description, priority = x.priority,
        complexity = x.complexity, due_date = x.due_date, start_date = x.start_date,
        column_id = x.column_id, position = coalesce(x.position, t.position),
        updated_at = clock_timestamp()
      from x
      where t.id = x.id
        and (t.title, t.description, t.priority, t.complexity, t.due_date, t.start_date,
          t.column_id) is distinct from
          (x.title, x.description, x.priority, x.complexity, x.due_date, x.start_date,
          x.column_id)
      returning t.id)
    insert into task_activity (task_id, board_id, actor_id, type, data)
    select b.id, ${writer.boardId}, ${writer.importerId}, 'task_moved',
      jsonb_build_object('fromColumn', source.title, 'toColumn', target.title,
        'fromColumnId', source.id, 'toColumnId', target.id)
    from before b
    join x on x.id = b.id
    join columns source on source.id = b.column_id
    join columns target on target.id = x.column_id
    where b.id in (select id from changed)`);
}

/** Makes each task's labels and assignees those of its issue, touching only what differs. */
async function writePeopleAndLabels(
  tx: Database,
  tasks: PlannedTask[],
  ids: Map<string, string>,
): Promise<void> {
  if (tasks.length === 0) return;
  const taskIds = tasks.map((task) => ids.get(task.key));
  const pairs = (pick: (task: PlannedTask) => string[]) =>
    json(tasks.flatMap((task) => pick(task).map((other) => [ids.get(task.key), other])));
  for (const [table, column, wanted] of [
    ['task_labels', 'label_id', pairs((task) => task.labelIds)],
    ['task_assignees', 'user_id', pairs((task) => task.assigneeIds)],
  ] as const) {
    const name = sql.raw(table);
    const other = sql.raw(column);
    await tx.execute(sql`
      with wanted as (
        select (p->>0)::uuid as task_id, (p->>1)::uuid as other_id
        from jsonb_array_elements(${wanted}) p),
      removed as (
        delete from ${name} r
        where r.task_id in (select (jsonb_array_elements_text(${json(taskIds)}))::uuid)
          and (r.task_id, r.${other}) not in (select task_id, other_id from wanted))
      insert into ${name} (task_id, ${other})
      select task_id, other_id from wanted
      on conflict do nothing`);
  }
}

/** Adds the comments and worklogs not imported before (by their import key). */
async function writeCommentsAndWorklogs(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  ids: Map<string, string>,
): Promise<void> {
  const comments = tasks.flatMap((task) =>
    task.comments.map((comment) => ({ ...comment, task_id: ids.get(task.key) })),
  );
  if (comments.length > 0) {
    await tx.execute(sql`
      insert into comments (task_id, author_id, content, created_at, import_key)
      select x.task_id, ${writer.importerId}, x.content, coalesce(x.created, now()), x."importKey"
      from jsonb_to_recordset(${json(comments)})
        as x(task_id uuid, content text, created timestamptz, "importKey" text)
      on conflict (task_id, import_key) where import_key is not null do nothing`);
  }
  const worklogs = tasks.flatMap((task) =>
    task.worklogs.map((worklog) => ({ ...worklog, task_id: ids.get(task.key) })),
  );
  if (worklogs.length === 0) return;
  await tx.execute(sql`
    insert into time_entries (task_id, board_id, user_id, start_time, duration, description,
      import_key)
    select x.task_id, ${writer.boardId}, x."userId", x.started, x.seconds,
      nullif(x.comment, ''), x."importKey"
    from jsonb_to_recordset(${json(worklogs)})
      as x(task_id uuid, "userId" uuid, started timestamptz, seconds int, comment text,
        "importKey" text)
    on conflict (task_id, import_key) where import_key is not null do nothing`);
}
