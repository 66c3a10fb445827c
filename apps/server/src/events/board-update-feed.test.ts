import type { BoardUpdate } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-rows';
import type { TestBoard } from '../test/board-fixture';
import { realtimeScene, type RealtimeScene } from '../test/realtime-fixture';
import { settle, waitForUpdate } from '../test/socket-client';
import { announce, systemInitiator } from './board-events';

/**
 * Board updates travel through the database (publish_board_update, then NOTIFY): these tests
 * drive that path directly and through the API, on whichever database the suite runs on.
 */

let scene: RealtimeScene;
beforeAll(async () => {
  scene = await realtimeScene();
});
afterAll(() => scene.close());

const watch = (board: TestBoard) => scene.onBoard(scene.cast.member, board);
const db = () => scene.t.app.ctx.db;
const calls = () => scene.calls;

const deletion = (board: TestBoard, taskId: string) => (tx: Database) =>
  announce(tx, systemInitiator(scene.cast.member.user._id), board.id, 'TASK_DELETED', {
    taskId,
  });

const deletedIds = (received: BoardUpdate[]) =>
  received.map((update) => (update.type === 'TASK_DELETED' ? update.payload.taskId : update.type));

describe('board updates', () => {
  it('reach the room when their transaction commits, not before', async () => {
    const board = await calls().newBoard('Commit first');
    const received = await watch(board);
    await db().transaction(async (tx) => {
      await deletion(board, 'announced-in-transaction')(tx);
      await settle();
      expect(received).toEqual([]);
    });
    await waitForUpdate(received, (update) => update.type === 'TASK_DELETED');
    expect(deletedIds(received)).toEqual(['announced-in-transaction']);
  });

  it('never reach it when their transaction rolls back', async () => {
    const board = await calls().newBoard('Rolled back');
    const received = await watch(board);
    await expect(
      db().transaction(async (tx) => {
        await deletion(board, 'rolled-back')(tx);
        throw new Error('the write failed after announcing');
      }),
    ).rejects.toThrow('the write failed');
    await db().transaction(deletion(board, 'committed'));
    await waitForUpdate(received, (update) => update.type === 'TASK_DELETED');
    await settle();
    expect(deletedIds(received)).toEqual(['committed']);
  });

  it('arrive whole and in order when one is too large for a notification', async () => {
    const board = await calls().newBoard('Large updates');
    const task = await calls().newTask(board, { title: 'Spec' });
    const received = await watch(board);
    const longText = `<p>${'A long specification. '.repeat(900).trim()}</p>`;
    await calls().moveTask(task._id, board.columns[1], 'top');
    await calls().updateTask(task._id, { description: longText });
    await calls().moveTask(task._id, board.columns[2], 'top');
    await waitForUpdate(received, (update) => update.type === 'TASK_MOVED' && received.length > 2);
    expect(received.map((update) => update.type)).toEqual([
      'TASK_MOVED',
      'TASK_UPDATED',
      'TASK_MOVED',
    ]);
    const [first, updated, last] = received;
    expect(first?.type === 'TASK_MOVED' && first.payload.task.columnId).toBe(board.columns[1]);
    expect(updated?.type === 'TASK_UPDATED' && updated.payload.task.description).toBe(longText);
    expect(last?.type === 'TASK_MOVED' && last.payload.task.columnId).toBe(board.columns[2]);
    const [stored] = await rawRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from board_update_payloads`,
    );
    // Both the update and the move after it carry the long description.
    expect(stored?.count).toBe(2);
  });

  it('stored for being large are dropped after ten minutes', async () => {
    await db().execute(
      sql`insert into board_update_payloads (payload, created_at)
        values ('{}', now() - interval '11 minutes'), ('{}', now() - interval '9 minutes')`,
    );
    const board = await calls().newBoard('Housekeeping');
    const task = await calls().newTask(board, { title: 'Big', description: 'x'.repeat(9000) });
    const received = await watch(board);
    await calls().moveTask(task._id, board.columns[1], 'top');
    await waitForUpdate(received, (update) => update.type === 'TASK_MOVED');
    const ages = await rawRows<{ old: boolean }>(
      db(),
      sql`select created_at < now() - interval '10 minutes' as old from board_update_payloads`,
    );
    expect(ages.some((row) => row.old)).toBe(false);
    expect(ages.length).toBeGreaterThan(1);
  });
});
