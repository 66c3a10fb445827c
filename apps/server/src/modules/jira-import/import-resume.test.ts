import type { JiraImport } from '@teamboard/shared/jira-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { importCalls } from '../../test/import-calls';
import { jiraCsv } from '../../test/jira-export';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { createCast, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';
import { claimImport, runImportBatch } from './import-run.service';

// The first app runs imports only when the test says (a batch at a time), as a process would
// until it is stopped; the test then "restarts" on the same database.
let t: TestApp;
let cast: Cast;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp({ importWorker: 'manual' });
  cast = await createCast(t.app);
  workspaceId = (await createWorkspaceWithCast(t.app, cast)).id;
});
afterAll(async () => {
  await t.close();
});

/** An export of `count` issues, all "To Do", keys PROJ-1… in order. */
function issues(count: number): string {
  const rows = Array.from({ length: count }, (_, index) => ({
    Summary: `Issue ${String(index + 1)}`,
    'Issue key': `PROJ-${String(index + 1)}`,
    Status: 'To Do',
  }));
  return jiraCsv(rows);
}

async function startedImport(board: TestBoard, count: number): Promise<JiraImport> {
  const imports = importCalls(t, cast.member);
  return imports.started(await imports.uploaded(board.id, issues(count)));
}

/** Writes exactly one batch of `rows` rows, as the worker would. */
async function oneBatch(app: TestApp, rows: number): Promise<void> {
  const claimed = await claimImport(app.app.ctx);
  expect(claimed).toBeDefined();
  expect(await runImportBatch(app.app.ctx, claimed!.id, rows)).toBe(true);
}

const titles = async (app: TestApp, board: TestBoard) =>
  (await boardCalls(app, workspaceId, cast.member).boardTasks(board)).map((task) => task.title);

describe('an import interrupted', () => {
  it('resumes after a restart where it was, writing nothing twice', async () => {
    const board = await boardCalls(t, workspaceId, cast.member).newBoard('Resumed');
    const jiraImport = await startedImport(board, 7);
    await oneBatch(t, 3);
    expect(await importCalls(t, cast.member).current(jiraImport._id)).toMatchObject({
      status: 'running',
      done: 3,
      created: 3,
    });

    // The process stops mid-import, still holding its lease; another starts on the same
    // database a minute later and takes the import over by itself.
    await t.app.close();
    const later = new TestClock();
    later.advance(61_000);
    const restarted = await createTestApp({ database: t.database, clock: later });
    try {
      const imports = importCalls(restarted, cast.member);
      const done = await imports.finished(jiraImport._id);
      expect(done).toMatchObject({ status: 'done', total: 7, done: 7, created: 7, failed: 0 });
      expect((await titles(restarted, board)).sort()).toEqual(
        Array.from({ length: 7 }, (_, index) => `Issue ${String(index + 1)}`).sort(),
      );
    } finally {
      await restarted.app.close();
    }
    t = await createTestApp({ database: t.database, importWorker: 'manual' });
  });

  it('stops between batches when cancelled, keeping what was written', async () => {
    const imports = importCalls(t, cast.member);
    const board = await boardCalls(t, workspaceId, cast.member).newBoard('Cancelled');
    const jiraImport = await startedImport(board, 5);
    await oneBatch(t, 2);
    // One import at a time writes to a board.
    const second = await imports.uploaded(board.id, issues(3));
    const refused = await imports.call('POST', `/api/imports/${second._id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Another import of this project is running: wait for it to end, or cancel it',
    );
    expect((await imports.current(second._id)).status).toBe('preview');
    const cancelled = await imports.call('POST', `/api/imports/${jiraImport._id}/cancel`);
    expect(cancelled.json<{ import: JiraImport }>().import).toMatchObject({
      status: 'cancelled',
      done: 2,
    });
    expect(await runImportBatch(t.app.ctx, jiraImport._id, 2)).toBe(false);
    expect(await claimImport(t.app.ctx)).toBeUndefined();
    expect((await titles(t, board)).sort()).toEqual(['Issue 1', 'Issue 2']);
    expect((await imports.call('POST', `/api/imports/${jiraImport._id}/cancel`)).statusCode).toBe(
      409,
    );
    // Once it has ended, the next may start.
    expect((await imports.call('POST', `/api/imports/${second._id}/start`)).statusCode).toBe(200);
  });

  it('keeps its board from being archived until it ends (an archived board takes no write)', async () => {
    const calls = boardCalls(t, workspaceId, cast.member);
    const board = await calls.newBoard('Still importing');
    const jiraImport = await startedImport(board, 3);
    const archive = () => calls.inject(cast.member, 'POST', `/api/boards/${board.id}/archive`);
    const refused = await archive();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'An import into this project is running: wait for it to end, or cancel it, to archive it',
    );
    const imports = importCalls(t, cast.member);
    await imports.call('POST', `/api/imports/${jiraImport._id}/cancel`);
    expect((await archive()).statusCode).toBe(200);
  });
});
