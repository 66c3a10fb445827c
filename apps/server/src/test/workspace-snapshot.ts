import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-rows';

/** Of a task: its board key and number (WEB-3), the same wherever the workspace lives. */
const TASK_KEY = sql.raw(
  `(select b.key || '-' || t.number from tasks t join boards b on b.id = t.board_id where t.id = x.task_id)`,
);
const EMAIL = (column: string) => sql.raw(`(select u.email from users u where u.id = x.${column})`);
/**
 * Who did or holds something, by name: an import keeps the name of everyone but the importer
 * on a placeholder (see workspace-export/import-people.ts), not their address.
 */
const NAME = (column: string) => sql.raw(`(select u.name from users u where u.id = x.${column})`);

const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d+))?(?:\+00|Z)$/;

/**
 * A time as the export keeps it, to the millisecond (PostgreSQL keeps microseconds; JSON's
 * dates, and so the export, milliseconds), whichever form the driver gave it in.
 */
function toMillis(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  const match = TIMESTAMP.exec(value);
  if (!match) return value;
  const [, day, time, fraction = ''] = match;
  return `${day ?? ''}T${time ?? ''}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * Every table of one workspace with each id replaced by what it names (a title, a task key, a
 * name), in a fixed order: two copies of a workspace on two instances read the same if and
 * only if the data is the same, whatever ids each instance gave it.
 */
export async function workspaceSnapshot(db: Database, workspaceId: string) {
  const rows = async (query: SQL) =>
    (await rawRows<Record<string, unknown>>(db, query)).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, toMillis(value)])),
    );
  const boardsOf = sql`(select id from boards where workspace_id = ${workspaceId})`;
  const tasksOf = sql`(select id from tasks where board_id in ${boardsOf})`;
  return {
    workspace: await rows(sql`select name, description, invite_policy, allowed_email_domains,
      api_keys_allowed, created_at from workspaces where id = ${workspaceId}`),
    members:
      await rows(sql`select ${EMAIL('user_id')} as email, role, joined_at, weekly_capacity_hours
      from workspace_members x where workspace_id = ${workspaceId} order by email`),
    workspaceLabels: await rows(sql`select name, color, created_at from workspace_labels
      where workspace_id = ${workspaceId} order by name`),
    columnTypes: await rows(sql`select name, color, position, is_default from workspace_column_types
      where workspace_id = ${workspaceId} order by position, name`),
    folders: await rows(sql`select x.name, p.name as parent, x.position, x.created_at from folders x
      left join folders p on p.id = x.parent_folder_id where x.workspace_id = ${workspaceId}
      order by x.name`),
    boards: await rows(sql`select b.title, b.key, b.status, b.position, b.task_counter,
      b.weekly_hours_quota, f.name as folder, b.created_at from boards b
      left join folders f on f.id = b.folder_id where b.workspace_id = ${workspaceId} order by b.key`),
    boardMembers: await rows(sql`select (select key from boards where id = x.board_id) as board,
      ${EMAIL('user_id')} as email, role from board_members x where board_id in ${boardsOf}
      order by board, email`),
    boardLabels: await rows(sql`select (select key from boards where id = x.board_id) as board,
      name, color from board_labels x where board_id in ${boardsOf} order by board, name`),
    columns: await rows(sql`select (select key from boards where id = x.board_id) as board,
      title, color, position, is_done from columns x where board_id in ${boardsOf}
      order by board, position`),
    tasks: await rows(sql`select (select key from boards where id = x.board_id) as board, number,
      title, description, (select title from columns where id = x.column_id) as column, position,
      priority, complexity, due_date, start_date, cover, ${NAME('created_by')} as created_by,
      created_at, jira_key from tasks x where board_id in ${boardsOf} order by board, number`),
    assignees: await rows(sql`select ${TASK_KEY} as task, ${NAME('user_id')} as person
      from task_assignees x where task_id in ${tasksOf} order by task, person`),
    taskMembers: await rows(sql`select ${TASK_KEY} as task, ${NAME('user_id')} as person
      from task_members x where task_id in ${tasksOf} order by task, person`),
    taskLabels: await rows(sql`select ${TASK_KEY} as task,
      (select name from board_labels where id = x.label_id) as label
      from task_labels x where task_id in ${tasksOf} order by task, label`),
    comments: await rows(sql`select ${TASK_KEY} as task, ${NAME('author_id')} as author, content,
      created_at, edited_at from comments x where task_id in ${tasksOf} order by created_at, content`),
    activity: await rows(sql`select ${TASK_KEY} as task, type, ${NAME('actor_id')} as actor,
      data - 'fromColumnId' - 'toColumnId' - 'commentId' as data,
      (select title from columns where id = (x.data->>'toColumnId')::uuid) as to_column,
      (select content from comments where id = (x.data->>'commentId')::uuid) as comment,
      created_at from task_activity x where task_id in ${tasksOf}
      order by created_at, type, task`),
    timeEntries: await rows(sql`select ${TASK_KEY} as task, ${NAME('user_id')} as person,
      start_time, duration, description from time_entries x where task_id in ${tasksOf}
      order by start_time, person`),
    forms: await rows(sql`select (select key from boards where id = x.board_id) as board, title,
      description, (select title from columns where id = x.column_id) as column, fields,
      thank_you_message, is_open from forms x where board_id in ${boardsOf} order by title`),
  };
}
