import type { Column } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBoard } from '../../test/board-fixture';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import { waitForUpdate } from '../../test/socket-client';
import type { Account } from '../../test/workspace-fixture';

let scene: RealtimeScene;
let board: TestBoard;

beforeAll(async () => {
  scene = await realtimeScene();
  // The member creates it, so the member is its board admin.
  board = await scene.calls.newBoard();
});
afterAll(async () => {
  await scene.close();
});

const columnsOf = async () =>
  (await scene.calls.inject(scene.cast.manager, 'GET', `/api/boards/${board.id}/columns`)).json<{
    columns: Column[];
  }>().columns;
const put = (account: Account, columnId: string | undefined, body: object) =>
  scene.calls.inject(account, 'PUT', `/api/columns/${String(columnId)}`, body);

describe('done columns', () => {
  it("are a new board's last default column, shown with the board's columns", async () => {
    const columns = await columnsOf();
    expect(columns.map((column) => [column.title, column.isDone])).toEqual([
      ['To Do', false],
      ['In Progress', false],
      ['Done', true],
    ]);
  });

  it('are set and unset by board admins only, and announced', async () => {
    const [first] = board.columns;
    const updates = await scene.onBoard(scene.cast.manager, board);
    expect((await put(scene.cast.manager, first, { isDone: true })).statusCode).toBe(403);
    expect((await put(scene.cast.client, first, { isDone: true })).statusCode).toBe(404);
    // Those who work on the board still rename it.
    expect((await put(scene.cast.manager, first, { title: 'Backlog' })).statusCode).toBe(200);

    const marked = await put(scene.cast.member, first, { isDone: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ column: Column }>().column).toMatchObject({
      title: 'Backlog',
      isDone: true,
    });
    const event = await waitForUpdate(
      updates,
      (update) => update.type === 'COLUMN_UPDATED' && update.payload.column.isDone,
    );
    expect(event.payload).toMatchObject({ column: { _id: first, isDone: true } });
    expect((await columnsOf())[0]).toMatchObject({ isDone: true });

    const unmarked = await put(scene.cast.owner, first, { isDone: false });
    expect(unmarked.json<{ column: Column }>().column).toMatchObject({ isDone: false });
    expect((await put(scene.cast.member, first, { isDone: 'yes' })).statusCode).toBe(400);
  });
});
