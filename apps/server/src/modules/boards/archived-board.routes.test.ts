import { ERROR_CODES, type Task } from '@teamboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import type { Form } from '@teamboard/shared/form';
import { formCalls, SUMMARY_FIELD } from '../../test/form-calls';
import { importCalls } from '../../test/import-calls';
import { sampleCsv } from '../../test/jira-sample-export';
import type { Account } from '../../test/workspace-fixture';

/**
 * An archived board is read-only on every channel until it is restored: every write its gate
 * sees is refused with 409 BOARD_ARCHIVED, but for the few that do not change its content
 * (restoring or deleting it, its people, someone's own view of it, ending one's own timer).
 */
const scene = useBoardScene();
let board: TestBoard;
let task: Task;
/** Timed by the member before the archive, to be stopped after it. */
let timed: Task;
/** Made public before the archive. */
let form: Form;

const ARCHIVED = {
  code: ERROR_CODES.boardArchived,
  message: 'This board is archived. Restore it to make changes.',
};

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  scene.calls.inject(scene.cast.member, method, url, payload);

async function expectArchived(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual(ARCHIVED);
}

beforeAll(async () => {
  board = await scene.calls.newBoard('Shelved');
  task = await scene.calls.newTask(board, { title: 'Left as it was' });
  timed = await scene.calls.newTask(board, { title: 'Timed' });
  expect((await send('POST', `/api/tasks/${timed._id}/timer/start`)).statusCode).toBe(200);
  form = await formCalls(scene.t, scene.cast.member).newForm(board.id);
  expect((await send('POST', `/api/boards/${board.id}/archive`)).statusCode).toBe(200);
});

describe('an archived board', () => {
  it('refuses new and changed tasks, columns and their order (REST)', async () => {
    await expectArchived(
      await send('POST', '/api/tasks', {
        boardId: board.id,
        columnId: board.columns[0],
        fields: { title: 'Sneaked in' },
      }),
    );
    await expectArchived(await send('PUT', `/api/tasks/${task._id}`, { title: 'Renamed' }));
    await expectArchived(await scene.calls.moveTask(task._id, board.columns[1], 'top'));
    await expectArchived(await send('DELETE', `/api/tasks/${task._id}`));
    await expectArchived(
      await send('POST', '/api/columns', { boardId: board.id, fields: { title: 'More' } }),
    );
    await expectArchived(await send('PUT', `/api/columns/${board.columns[0]}`, { title: 'Again' }));
    await expectArchived(
      await send('PUT', '/api/columns/order', {
        boardId: board.id,
        columnOrder: [...board.columns].reverse(),
      }),
    );
    await expectArchived(await send('DELETE', `/api/columns/${board.columns[0]}`));
    await expectArchived(await send('POST', `/api/tasks/rebalance/${board.columns[0]}`));
  });

  it('refuses comments, time, labels and its settings', async () => {
    await expectArchived(
      await send('POST', `/api/tasks/${task._id}/comments`, { content: 'Late note' }),
    );
    await expectArchived(
      await send('POST', `/api/tasks/${task._id}/time`, {
        startTime: '2026-01-05T09:00:00.000Z',
        duration: 3600,
      }),
    );
    await expectArchived(await send('POST', `/api/tasks/${task._id}/timer/start`));
    await expectArchived(
      await send('POST', `/api/boards/${board.id}/labels`, { name: 'Late', color: '#aa3300' }),
    );
    await expectArchived(await send('PUT', `/api/boards/${board.id}`, { title: 'Renamed' }));
    await expectArchived(
      await send('PUT', `/api/boards/${board.id}/working-hours-quota`, { weeklyHours: 10 }),
    );
  });

  it('still shows everything on it', async () => {
    expect((await send('GET', `/api/boards/${board.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/boards/${board.id}/columns`)).statusCode).toBe(200);
    expect((await send('GET', `/api/tasks/${task._id}`)).statusCode).toBe(200);
    expect(await scene.calls.boardTasks(board)).toHaveLength(2);
  });

  it('lets its people, its owner’s view of it and a running timer be settled', async () => {
    const { cast } = scene;
    expect((await send('POST', `/api/boards/${board.id}/favorite`)).statusCode).toBe(200);
    const view = await send('PUT', `/api/boards/${board.id}/preferences`, { view: 'calendar' });
    expect(view.statusCode, view.body).toBe(200);
    const added = await send('POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const removed = await send('DELETE', `/api/boards/${board.id}/members/${cast.guest.user._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const cancelled = await send('POST', `/api/tasks/${timed._id}/timer/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('refuses a write through an API key', async () => {
    const { t, cast } = scene;
    const keys = apiKeyCalls(t);
    const created = await keys.create(cast.member, { name: 'Script', scope: 'write' });
    const key: Account = keys.asKey(cast.member, created.secret);
    await expectArchived(
      await scene.calls.inject(key, 'POST', '/api/tasks', {
        boardId: board.id,
        columnId: board.columns[0],
        fields: { title: 'From a script' },
      }),
    );
  });

  it('takes no Jira import', async () => {
    await expectArchived(
      await importCalls(scene.t, scene.cast.member).upload(board.id, sampleCsv()),
    );
  });

  it('closes its public forms and takes no new form', async () => {
    const forms = formCalls(scene.t, scene.cast.member);
    const submitted = await forms.submit(form.slug, { answers: { summary: 'Broken' } });
    expect(submitted.statusCode, submitted.body).toBe(410);
    expect(submitted.json()).toMatchObject({ code: ERROR_CODES.formClosed });
    await expectArchived(
      await send('POST', `/api/boards/${board.id}/forms`, {
        title: 'Another',
        fields: [SUMMARY_FIELD],
      }),
    );
  });

  it('takes writes again once restored', async () => {
    expect((await send('POST', `/api/boards/${board.id}/archive`)).statusCode).toBe(200);
    await scene.calls.newTask(board, { title: 'Back at it' });
    expect((await scene.calls.moveTask(task._id, board.columns[1], 'top')).statusCode).toBe(200);
  });
});
