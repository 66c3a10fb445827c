import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rawRows } from '../../apps/server/src/db/raw-rows';
import { createPasswordHasher } from '../../apps/server/src/modules/auth/passwords';
import { seedCardFields } from './card-fields-seed';

const COLUMN_TITLES = ['To Do', 'In Progress', 'Done'];
const LABELS = 6;
const PEOPLE = 5;
/** 40 characters once a task number of up to 5 digits is in front of it. */
const TITLE_TAIL = ': check the release notes again';
const DESCRIPTION =
  'The release notes mention the new board view, the importer and the faster search; '
    .repeat(3)
    .slice(0, 200);

/** A signed-up, onboarded owner of one workspace holding one board of `tasks` tasks. */
export interface BigBoard {
  email: string;
  password: string;
  workspaceUrl: string;
  boardId: string;
  /** Left to right. */
  columnIds: string[];
  tasks: number;
  /** The board page, relative to the app's address. */
  path: string;
  /** Storage keys of the covers' thumbnails (writeThumbnails puts their bytes in place). */
  thumbnailKeys: string[];
  /** How the board differs from the others of its size, in the report's names (none: it does not). */
  variant?: string;
}

/**
 * Seeds a board of `tasks` tasks in 3 columns (round robin, in number order), with ~40-character
 * titles and 200-character descriptions; every other task has one or two of 6 labels, every
 * third one of 5 assignees, and (unless `cardFields` is false) checklists, comments, attached
 * files and covers as seedCardFields gives them. Each table is written by one set-based statement, so 50,000 tasks
 * take seconds rather than the minutes row-by-row inserts would. `name` (lower-case letters and
 * digits) keeps the account and the workspace apart from other seeded boards.
 */
export async function seedBigBoard(
  db: Database,
  name: string,
  tasks: number,
  { cardFields = true }: { cardFields?: boolean } = {},
): Promise<BigBoard> {
  const email = `${name}@example.com`;
  const password = `${name} big board password`;
  const passwordHash = await createPasswordHasher().hash(password);
  return db.transaction(async (tx) => {
    const ownerId = await insertOwner(tx, name, email, passwordHash);
    const workspaceId = await insertWorkspace(tx, name, ownerId);
    const boardId = await insertBoard(tx, workspaceId, ownerId, tasks);
    const columnIds = await insertColumns(tx, boardId);
    await insertTasks(tx, boardId, ownerId, columnIds, tasks);
    await labelTasks(tx, boardId);
    await assignTasks(tx, boardId, workspaceId, name);
    const thumbnailKeys = cardFields
      ? await seedCardFields(tx, { boardId, workspaceId, ownerId })
      : [];
    return {
      email,
      password,
      workspaceUrl: name,
      boardId,
      columnIds,
      tasks,
      path: `/${name}/projects/${boardId}`,
      thumbnailKeys,
    };
  });
}

async function firstId(db: Database, query: SQL): Promise<string> {
  const [row] = await rawRows<{ id: string }>(db, query);
  if (!row) throw new Error('a seeding insert returned no row');
  return row.id;
}

/** Verified and past onboarding, so signing in lands on the workspace. */
function insertOwner(db: Database, name: string, email: string, passwordHash: string) {
  return firstId(
    db,
    sql`insert into users (name, username, email, password_hash, email_verified_at, team_size, last_active_workspace_url)
        values (${`Owner of ${name}`}, ${name}, ${email}, ${passwordHash}, now(), '2-5', ${name})
        returning id`,
  );
}

async function insertWorkspace(db: Database, name: string, ownerId: string): Promise<string> {
  const workspaceId = await firstId(
    db,
    sql`insert into workspaces (name, url) values (${`Workspace ${name}`}, ${name}) returning id`,
  );
  await db.execute(
    sql`insert into workspace_members (workspace_id, user_id, role) values (${workspaceId}, ${ownerId}, 'owner')`,
  );
  return workspaceId;
}

async function insertBoard(
  db: Database,
  workspaceId: string,
  ownerId: string,
  tasks: number,
): Promise<string> {
  const boardId = await firstId(
    db,
    sql`insert into boards (workspace_id, title, key, position, task_counter)
        values (${workspaceId}, 'Big Board', 'BIG', 1024, ${tasks}) returning id`,
  );
  await db.execute(
    sql`insert into board_members (board_id, user_id, role) values (${boardId}, ${ownerId}, 'admin')`,
  );
  await db.execute(
    sql`insert into board_labels (board_id, name, color)
        select ${boardId}, 'Label ' || n, '#4f46e5' from generate_series(1, ${LABELS}) n`,
  );
  return boardId;
}

async function insertColumns(db: Database, boardId: string): Promise<string[]> {
  const titles = sql.join(
    COLUMN_TITLES.map((title) => sql`${title}`),
    sql`, `,
  );
  const rows = await rawRows<{ id: string; position: number }>(
    db,
    sql`insert into columns (board_id, title, position)
        select ${boardId}, title, n * 1024 from unnest(array[${titles}]) with ordinality as c(title, n)
        returning id, position`,
  );
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/** Task n goes to column (n - 1) mod 3, at the bottom of the tasks already there. */
async function insertTasks(
  db: Database,
  boardId: string,
  ownerId: string,
  columnIds: string[],
  tasks: number,
): Promise<void> {
  const columnArray = sql.join(
    columnIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(
    sql`insert into tasks (board_id, column_id, number, title, description, position, priority, created_by)
        select ${boardId}, (array[${columnArray}])[(n - 1) % ${columnIds.length} + 1], n,
               'Task ' || n || ${TITLE_TAIL}, ${DESCRIPTION},
               ((n - 1) / ${columnIds.length} + 1) * 1024, n % 5 + 1, ${ownerId}
        from generate_series(1, ${tasks}) n`,
  );
}

/** Even-numbered tasks get a label; every sixth task a second one. */
async function labelTasks(db: Database, boardId: string): Promise<void> {
  await db.execute(
    sql`with labels as (
          select id, row_number() over (order by name) - 1 as k from board_labels where board_id = ${boardId})
        insert into task_labels (task_id, label_id)
        select t.id, l.id from tasks t join labels l
          on l.k = (t.number / 2) % ${LABELS} or (t.number % 6 = 0 and l.k = (t.number / 2 + 1) % ${LABELS})
        where t.board_id = ${boardId} and t.number % 2 = 0`,
  );
}

/** Five teammates in the workspace; every third task is assigned to one of them. */
async function assignTasks(
  db: Database,
  boardId: string,
  workspaceId: string,
  name: string,
): Promise<void> {
  await db.execute(
    sql`with people as (
          insert into users (name, username, email)
          select 'Teammate ' || n, ${name} || '-mate' || n, ${name} || '-mate' || n || '@example.com'
          from generate_series(1, ${PEOPLE}) n
          returning id)
        insert into workspace_members (workspace_id, user_id, role)
        select ${workspaceId}, id, 'member' from people`,
  );
  await db.execute(
    sql`with people as (
          select u.id, row_number() over (order by u.username) - 1 as k
          from users u join workspace_members m on m.user_id = u.id
          where m.workspace_id = ${workspaceId} and m.role = 'member')
        insert into task_assignees (task_id, user_id)
        select t.id, p.id from tasks t join people p on p.k = (t.number / 3) % ${PEOPLE}
        where t.board_id = ${boardId} and t.number % 3 = 0`,
  );
}
