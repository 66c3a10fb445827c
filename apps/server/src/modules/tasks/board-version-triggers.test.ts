import { randomUUID } from 'node:crypto';
import { eq, getTableName, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  attachments,
  boardLabels,
  boards,
  checklistItems,
  checklists,
  comments,
  taskAssignees,
  taskLabels,
  taskLinks,
  taskMembers,
  taskWorkspaceLabels,
  tasks,
  timeEntries,
  users,
  workspaceLabels,
} from '../../db/schema/index';
import { boardCalls } from '../../test/board-fixture';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createCast, createWorkspaceWithCast } from '../../test/workspace-fixture';
import { CachedBoardList } from './board-tasks-cache';
import { boardCardChanges, boardCards, stampBoardList } from './task.json.repo';

/**
 * A board's task list is kept up to date by version: triggers written by hand in the migrations
 * stamp every task whose card a change alters (or leave a tombstone for a deleted one), and the
 * cached list applies the cards stamped since its version. PostgreSQL says which tables the list
 * statements read; each of them needs its changes below, and after each change the old list
 * with the changes applied must equal the list built afresh. A table joined into the card
 * without a trigger (and a case here) fails this file.
 */
let database: DatabaseHandle;
let statements: string[] = [];
let board: { id: string; columnId: string; workspaceId: string };
let someone: string;
let taskIds: [string, string];

beforeAll(async () => {
  database = await createTestDatabase((statement) => statements.push(statement));
  const t = await createTestApp({ database });
  const cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  const calls = boardCalls(t, workspace.id, cast.member);
  const created = await calls.newBoard();
  const first = await calls.newTask(created, { title: 'First' });
  const second = await calls.newTask(created, { title: 'Second' });
  board = { id: created.id, columnId: created.columns[0] ?? '', workspaceId: workspace.id };
  someone = cast.member.user._id;
  taskIds = [first._id, second._id];
  // Only the app built the scene: closed, its background workers write nothing more.
  await t.app.close();
});
afterAll(async () => {
  await database.close();
});

const db = (): Database => database.db;

interface Change {
  what: string;
  /** Rows the change needs, written first (whether they bump does not matter). */
  before?: () => Promise<unknown>;
  change: () => Promise<unknown>;
  /** The change alters every card: the changes since say so, and the list is built again. */
  resets?: true;
}

const newTaskId = randomUUID();
const labelId = randomUUID();
const workspaceLabelId = randomUUID();
const entryId = randomUUID();
const checklistId = randomUUID();
const itemId = randomUUID();
const commentId = randomUUID();
const attachmentId = randomUUID();

/**
 * Every change to a table that can alter what a board's task list shows. Rows stay with their
 * task and board: link rows are replaced, never re-pointed, and a task never changes boards.
 */
const changesByTable: [Table, Change[]][] = [
  [
    tasks,
    [
      {
        what: 'a task added',
        change: () =>
          db().insert(tasks).values({
            id: newTaskId,
            boardId: board.id,
            columnId: board.columnId,
            number: 99,
            title: 'Added',
            position: 99,
          }),
      },
      {
        what: 'a task renamed',
        change: () => db().update(tasks).set({ title: 'Renamed' }).where(eq(tasks.id, newTaskId)),
      },
      { what: 'a task deleted', change: () => db().delete(tasks).where(eq(tasks.id, newTaskId)) },
    ],
  ],
  ...[taskAssignees, taskMembers].map((people): [Table, Change[]] => [
    people,
    [
      {
        what: 'a person added to a task',
        change: () => db().insert(people).values({ taskId: taskIds[0], userId: someone }),
      },
      {
        what: 'a person removed from a task',
        change: () => db().delete(people).where(eq(people.taskId, taskIds[0])),
      },
    ],
  ]),
  [
    taskLinks,
    [
      {
        what: 'a blocker added',
        change: () =>
          db()
            .insert(taskLinks)
            .values({ taskId: taskIds[0], linkedTaskId: taskIds[1], kind: 'blocker' }),
      },
      {
        what: 'a blocker removed',
        change: () => db().delete(taskLinks).where(eq(taskLinks.taskId, taskIds[0])),
      },
    ],
  ],
  [
    taskLabels,
    [
      {
        what: 'a label put on a task',
        before: () =>
          db()
            .insert(boardLabels)
            .values({ id: labelId, boardId: board.id, name: 'Bug', color: 'red' }),
        change: () => db().insert(taskLabels).values({ taskId: taskIds[0], labelId }),
      },
      {
        what: 'a label taken off a task',
        change: () => db().delete(taskLabels).where(eq(taskLabels.taskId, taskIds[0])),
      },
    ],
  ],
  [
    boardLabels,
    [
      {
        what: 'a label on a task renamed',
        before: () => db().insert(taskLabels).values({ taskId: taskIds[0], labelId }),
        change: () =>
          db().update(boardLabels).set({ name: 'Defect' }).where(eq(boardLabels.id, labelId)),
      },
      {
        what: 'a label on a task deleted',
        change: () => db().delete(boardLabels).where(eq(boardLabels.id, labelId)),
      },
    ],
  ],
  [
    taskWorkspaceLabels,
    [
      {
        what: 'a workspace label put on a task',
        before: () =>
          db().insert(workspaceLabels).values({
            id: workspaceLabelId,
            workspaceId: board.workspaceId,
            name: 'Customer',
            color: 'blue',
          }),
        change: () =>
          db()
            .insert(taskWorkspaceLabels)
            .values({ taskId: taskIds[0], labelId: workspaceLabelId }),
      },
      {
        what: 'a workspace label taken off a task',
        change: () =>
          db().delete(taskWorkspaceLabels).where(eq(taskWorkspaceLabels.taskId, taskIds[0])),
      },
    ],
  ],
  [
    workspaceLabels,
    [
      {
        what: 'a workspace label on a task renamed',
        before: () =>
          db()
            .insert(taskWorkspaceLabels)
            .values({ taskId: taskIds[0], labelId: workspaceLabelId }),
        change: () =>
          db()
            .update(workspaceLabels)
            .set({ name: 'Client' })
            .where(eq(workspaceLabels.id, workspaceLabelId)),
      },
      {
        what: 'a workspace label on a task deleted',
        change: () => db().delete(workspaceLabels).where(eq(workspaceLabels.id, workspaceLabelId)),
      },
    ],
  ],
  [
    timeEntries,
    [
      {
        what: 'a timer started',
        change: () =>
          db().insert(timeEntries).values({
            id: entryId,
            taskId: taskIds[0],
            boardId: board.id,
            userId: someone,
            startTime: new Date(),
          }),
      },
      {
        what: 'a timer stopped',
        change: () =>
          db().update(timeEntries).set({ duration: 60 }).where(eq(timeEntries.id, entryId)),
      },
      {
        what: 'a time entry deleted',
        change: () => db().delete(timeEntries).where(eq(timeEntries.id, entryId)),
      },
    ],
  ],
  [
    checklistItems,
    [
      {
        what: 'a checklist item added',
        before: () =>
          db().insert(checklists).values({
            id: checklistId,
            taskId: taskIds[0],
            title: 'Steps',
            position: 1024,
          }),
        change: () =>
          db().insert(checklistItems).values({
            id: itemId,
            checklistId,
            taskId: taskIds[0],
            title: 'Step',
            position: 1024,
          }),
      },
      {
        what: 'a checklist item ticked',
        change: () =>
          db().update(checklistItems).set({ done: true }).where(eq(checklistItems.id, itemId)),
      },
      {
        what: 'a checklist item deleted',
        change: () => db().delete(checklistItems).where(eq(checklistItems.id, itemId)),
      },
      {
        what: 'a checklist deleted with its items',
        before: () =>
          db().insert(checklistItems).values({
            checklistId,
            taskId: taskIds[0],
            title: 'Another step',
            position: 2048,
          }),
        change: () => db().delete(checklists).where(eq(checklists.id, checklistId)),
      },
    ],
  ],
  [
    comments,
    [
      {
        what: 'a comment added',
        change: () =>
          db().insert(comments).values({
            id: commentId,
            taskId: taskIds[0],
            authorId: someone,
            content: 'Looks good',
          }),
      },
      {
        what: 'a comment deleted',
        change: () => db().delete(comments).where(eq(comments.id, commentId)),
      },
    ],
  ],
  [
    attachments,
    [
      {
        what: 'a file attached',
        change: () =>
          db()
            .insert(attachments)
            .values({
              id: attachmentId,
              workspaceId: board.workspaceId,
              taskId: taskIds[1],
              name: 'notes.txt',
              size: 5,
              mimeType: 'text/plain',
              storageKey: `attachments/${board.workspaceId}/${attachmentId}`,
            }),
      },
      {
        what: 'a file deleted',
        change: () => db().delete(attachments).where(eq(attachments.id, attachmentId)),
      },
    ],
  ],
  [
    users,
    [
      {
        what: 'an assignee renamed',
        before: () => db().insert(taskAssignees).values({ taskId: taskIds[0], userId: someone }),
        change: () => db().update(users).set({ name: 'Renamed' }).where(eq(users.id, someone)),
      },
    ],
  ],
  [
    boards,
    [
      {
        what: 'the board key changed (task ids show it)',
        change: () => db().update(boards).set({ key: 'NEW' }).where(eq(boards.id, board.id)),
        resets: true,
      },
    ],
  ],
];

/** The SQL text of the two board list statements (whole, and changes since), as the app sends them. */
async function boardListStatements(): Promise<string[]> {
  statements = [];
  await boardCards(db(), board.id);
  await boardCardChanges(db(), board.id, 0);
  expect(statements).toHaveLength(2);
  return [...statements];
}

/**
 * The tables a statement reads, from PostgreSQL's own plan. The plan is a generic one (the
 * parameters stay unknown), so no part of the statement is left out for the values given.
 */
async function tablesRead(statement: string): Promise<string[]> {
  const parameters = new Set(statement.match(/\$\d+/g)).size;
  const plan = await db().transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare board_list as ${statement}`));
    const nulls = Array.from({ length: parameters }, () => 'null').join(', ');
    const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql.raw(`explain (format json) execute board_list${parameters ? `(${nulls})` : ''}`),
    );
    await tx.execute(sql`deallocate board_list`);
    return row?.['QUERY PLAN'];
  });
  return [...relationNames(plan)];
}

/** The cards by task id, to compare lists whatever their order. */
const byTaskId = (list: CachedBoardList) =>
  Object.fromEntries(
    [...list.cards].map(([taskId, json]) => [taskId, JSON.parse(json) as unknown]),
  );

function relationNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) relationNames(child, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name' && typeof value === 'string') found.add(value);
      else relationNames(value, found);
    }
  }
  return found;
}

/** Written by the triggers themselves, never by the app. */
const TRIGGER_TABLES = ['task_tombstones'];

/** The board's list built afresh, as a reader sees it: its pending changes stamped first. */
async function stampedList(): Promise<CachedBoardList> {
  await stampBoardList(db(), board.id);
  return new CachedBoardList(await boardCards(db(), board.id));
}

describe("a board's task list kept by version", () => {
  it('has changes below for exactly the tables the board list statements read', async () => {
    const covered = changesByTable.map(([table]) => getTableName(table));
    const read = new Set<string>();
    for (const statement of await boardListStatements()) {
      for (const table of await tablesRead(statement)) read.add(table);
    }
    expect([...read].sort()).toEqual([...covered, ...TRIGGER_TABLES].sort());
  });

  for (const [table, changes] of changesByTable) {
    for (const { what, before, change, resets } of changes) {
      it(`is brought up to date after ${getTableName(table)}: ${what}`, async () => {
        await before?.();
        const held = await stampedList();
        await change();
        const fresh = await stampedList();
        expect(fresh.version).toBeGreaterThan(held.version);
        expect(byTaskId(fresh)).not.toEqual(byTaskId(held));

        const since = await boardCardChanges(db(), board.id, held.version);
        expect(since.reset).toBe(resets === true);
        if (resets) return;
        held.apply(since);
        expect(held.version).toBe(fresh.version);
        expect(byTaskId(held)).toEqual(byTaskId(fresh));
      });
    }
  }
});
