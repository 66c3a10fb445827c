import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { boardCalls } from '../../test/board-fixture';
import { boardListChanges, type BoardListScene } from '../../test/board-list-changes';
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
/** The board the cases change (see test/board-list-changes.ts), filled in below. */
const scene = {} as BoardListScene;
const changesByTable = boardListChanges(scene);

beforeAll(async () => {
  database = await createTestDatabase((statement) => statements.push(statement));
  const t = await createTestApp({ database });
  const cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  const calls = boardCalls(t, workspace.id, cast.member);
  const created = await calls.newBoard();
  const first = await calls.newTask(created, { title: 'First' });
  const second = await calls.newTask(created, { title: 'Second' });
  Object.assign(scene, {
    db: () => database.db,
    board: { id: created.id, columnId: created.columns[0] ?? '', workspaceId: workspace.id },
    someone: cast.member.user._id,
    taskIds: [first._id, second._id],
  } satisfies BoardListScene);
  // Only the app built the scene: closed, its background workers write nothing more.
  await t.app.close();
});
afterAll(async () => {
  await database.close();
});

const db = (): Database => database.db;

/** The SQL text of the two board list statements (whole, and changes since), as the app sends them. */
async function boardListStatements(): Promise<string[]> {
  statements = [];
  await boardCards(db(), scene.board.id);
  await boardCardChanges(db(), scene.board.id, 0);
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
  await stampBoardList(db(), scene.board.id);
  return new CachedBoardList(await boardCards(db(), scene.board.id));
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

        const since = await boardCardChanges(db(), scene.board.id, held.version);
        expect(since.reset).toBe(resets === true);
        if (resets) return;
        held.apply(since);
        expect(held.version).toBe(fresh.version);
        expect(byTaskId(held)).toEqual(byTaskId(fresh));
      });
    }
  }
});
