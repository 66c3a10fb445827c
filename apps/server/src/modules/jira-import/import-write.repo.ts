import { MAX_TASKS_PER_BOARD } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { PlannedTask } from './import-plan';

/** Who writes: the board, and the admin who started the import (the history's actor). */
export interface ImportWriter {
  boardId: string;
  importerId: string | null;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The board's tasks that already hold one of these Jira keys, by key. */
export async function existingTasks(
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

/** The board's tasks, counted up to the most a board holds. */
export async function heldTasks(tx: Database, boardId: string): Promise<number> {
  const [counted] = await rawRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (
      select 1 from tasks where board_id = ${boardId} limit ${MAX_TASKS_PER_BOARD}) held`,
  );
  return counted?.count ?? 0;
}

/** Each column's largest task position (0 when empty), the columns locked until commit. */
export async function lastPositions(
  tx: Database,
  columnIds: string[],
): Promise<Map<string, number>> {
  const rows = await rawRows<{ column_id: string; last: number | null }>(
    tx,
    sql`select c.id as column_id, (select max(position) from tasks t where t.column_id = c.id) as last
      from columns c
      where c.id in (select (jsonb_array_elements_text(${json(columnIds)}))::uuid)
      for update of c`,
  );
  return new Map(rows.map((row) => [row.column_id, row.last ?? 0]));
}

/** The board's key and task counter, its row locked until commit. */
export async function lockBoardCounter(
  tx: Database,
  boardId: string,
): Promise<{ key: string; counter: number } | undefined> {
  const [board] = await rawRows<{ key: string; counter: number }>(
    tx,
    sql`select key, task_counter as counter from boards where id = ${boardId} for update`,
  );
  return board;
}

/** Which of these numbers the board's tasks already hold. */
export async function takenNumbers(
  tx: Database,
  boardId: string,
  numbers: number[],
): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await rawRows<{ number: number }>(
    tx,
    sql`select number from tasks where board_id = ${boardId} and number in ${numbers}`,
  );
  return new Set(rows.map((row) => row.number));
}

export async function setTaskCounter(tx: Database, boardId: string, counter: number) {
  await tx.execute(sql`update boards set task_counter = ${counter}, updated_at = now()
    where id = ${boardId}`);
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
 * Inserts the new tasks with their numbers, each with its creation in the history; answers their
 * ids by Jira key.
 */
export async function insertImportedTasks(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  numbers: number[],
  positions: Map<string, number>,
): Promise<Map<string, string>> {
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

/**
 * Brings existing tasks in line with the export, writing only those that differ (a re-import of
 * an unchanged export changes nothing); a task whose column changed takes its new position, with
 * its move in the history.
 */
export async function updateImportedTasks(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  ids: Map<string, string>,
  positions: Map<string, number>,
): Promise<void> {
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
export async function replacePeopleAndLabels(
  tx: Database,
  tasks: PlannedTask[],
  ids: Map<string, string>,
): Promise<void> {
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

/** Adds the tasks' comments not imported before (by their import key). */
export async function insertNewComments(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  ids: Map<string, string>,
): Promise<void> {
  const comments = tasks.flatMap((task) =>
    task.comments.map((comment) => ({ ...comment, task_id: ids.get(task.key) })),
  );
  if (comments.length === 0) return;
  await tx.execute(sql`
    insert into comments (task_id, author_id, content, created_at, import_key)
    select x.task_id, ${writer.importerId}, x.content, coalesce(x.created, now()), x."importKey"
    from jsonb_to_recordset(${json(comments)})
      as x(task_id uuid, content text, created timestamptz, "importKey" text)
    on conflict (task_id, import_key) where import_key is not null do nothing`);
}

/** Adds the tasks' worklogs not imported before (by their import key). */
export async function insertNewWorklogs(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  ids: Map<string, string>,
): Promise<void> {
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
