import type { BoardReport } from '@teamboard/shared/board-report';
import type { Form } from '@teamboard/shared/form';
import type { Task, TaskLabel, Workspace } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { apiKeyCalls } from '../../test/api-key-calls';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import { formCalls, SUMMARY_FIELD } from '../../test/form-calls';
import { timeCalls } from '../../test/time-calls';
import { exportCalls } from '../../test/workspace-export-calls';
import { createWorkspaceWithCast } from '../../test/workspace-fixture';

const scene = useBoardScene();
let board: TestBoard;
/** A label of the board, one of its workspace (Settings → Labels), one of another workspace. */
let labels: { board: TaskLabel; workspace: TaskLabel; foreign: string };

const REFUSED = 'Labels must belong to this project or its workspace';

async function newLabel(url: string, name: string): Promise<string> {
  const response = await scene.calls.inject(scene.cast.owner, 'POST', url, {
    name,
    color: '#2563eb',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ label: { _id: string } }>().label._id;
}

beforeAll(async () => {
  const { t, cast, workspace } = scene;
  board = await scene.calls.newBoard('Labels');
  const other = await createWorkspaceWithCast(t.app, cast);
  labels = {
    board: {
      _id: await newLabel(`/api/boards/${board.id}/labels`, 'Bug'),
      name: 'Bug',
      color: '#2563eb',
      scope: 'board',
    },
    workspace: {
      _id: await newLabel(`/api/workspaces/${workspace.id}/labels`, 'Customer'),
      name: 'Customer',
      color: '#2563eb',
      scope: 'workspace',
    },
    foreign: await newLabel(`/api/workspaces/${other.id}/labels`, 'Elsewhere'),
  };
});

const createTask = (labelIds: string[], account = scene.cast.member) =>
  scene.calls.inject(account, 'POST', '/api/tasks', {
    boardId: board.id,
    columnId: board.columns[0],
    fields: { title: 'Labelled', labels: labelIds },
  });

describe('workspace labels on tasks', () => {
  it('carries its workspace’s labels beside the board’s, each marked with its kind', async () => {
    const created = await createTask([labels.workspace._id, labels.board._id]);
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json<{ task: Task }>().task;
    expect(task.labels).toEqual([labels.board, labels.workspace]);

    const card = (await scene.calls.boardTasks(board)).find((each) => each._id === task._id);
    expect(card?.labels).toEqual([labels.board, labels.workspace]);

    const cleared = await scene.calls.updateTask(task._id, { labels: [labels.board._id] });
    expect(cleared.json<{ task: Task }>().task.labels).toEqual([labels.board]);
  });

  it('refuses another workspace’s label with 400 on create and update, changing nothing', async () => {
    const created = await createTask([labels.workspace._id, labels.foreign]);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: REFUSED,
      details: [{ field: 'labels', message: 'Unknown label' }],
    });

    const task = await scene.calls.newTask(board, { title: 'Kept', labels: [labels.board._id] });
    const updated = await scene.calls.updateTask(task._id, { labels: [labels.foreign] });
    expect(updated.statusCode).toBe(400);
    const cards = await scene.calls.boardTasks(board);
    expect(cards.find((each) => each._id === task._id)?.labels).toEqual([labels.board]);
  });

  it('shows a renamed workspace label on the cards already listed, and drops a deleted one', async () => {
    const task = await scene.calls.newTask(board, {
      title: 'Renamed',
      labels: [labels.workspace._id],
    });
    await scene.calls.boardTasks(board);
    const url = `/api/workspaces/${scene.workspace.id}/labels/${labels.workspace._id}`;
    const temporary = await newLabel(`/api/workspaces/${scene.workspace.id}/labels`, 'Gone');
    await scene.calls.updateTask(task._id, { labels: [labels.workspace._id, temporary] });
    await scene.calls.boardTasks(board);

    const renamed = await scene.calls.inject(scene.cast.owner, 'PUT', url, { name: 'Client' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await scene.calls.inject(
      scene.cast.owner,
      'DELETE',
      `/api/workspaces/${scene.workspace.id}/labels/${temporary}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const card = (await scene.calls.boardTasks(board)).find((each) => each._id === task._id);
    expect(card?.labels).toEqual([{ ...labels.workspace, name: 'Client' }]);
    await scene.calls.inject(scene.cast.owner, 'PUT', url, { name: 'Customer' });
  });

  it('takes a workspace label through an API key, and refuses another workspace’s', async () => {
    const keys = apiKeyCalls(scene.t);
    const { secret } = await keys.create(scene.cast.member, { name: 'CI', scope: 'write' });
    const asKey = keys.asKey(scene.cast.member, secret);
    const created = await createTask([labels.workspace._id], asKey);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ task: Task }>().task.labels).toEqual([labels.workspace]);
    expect((await createTask([labels.foreign], asKey)).statusCode).toBe(400);
  });

  it('lets a form set workspace labels, by default and by a chosen option', async () => {
    const forms = formCalls(scene.t, scene.cast.owner);
    const choice = {
      _id: 'area',
      type: 'single_choice' as const,
      label: 'Area',
      required: true,
      target: 'labels' as const,
      options: [{ _id: 'customer', label: 'Customer', labelId: labels.workspace._id }],
    };
    const refused = await forms.inject(scene.cast.owner, 'POST', `/api/boards/${board.id}/forms`, {
      title: 'Foreign',
      fields: [SUMMARY_FIELD],
      defaultLabels: [labels.foreign],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: REFUSED });

    const form: Form = await forms.newForm(board.id, {
      fields: [SUMMARY_FIELD, choice],
      defaultLabels: [labels.board._id],
      isOpen: true,
    });
    const submitted = await forms.submit(form.slug, {
      answers: { summary: 'From the form', area: 'customer' },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const cards = await scene.calls.boardTasks(board);
    const made = cards.find((each) => each.title === 'From the form');
    expect(made?.labels).toEqual([labels.board, labels.workspace]);
  });

  it('counts time under workspace labels in the board report', async () => {
    const task = await scene.calls.newTask(board, {
      title: 'Timed',
      labels: [labels.workspace._id],
    });
    const logged = await timeCalls(scene.t).addTime(scene.cast.member, task._id, {
      startTime: '2025-03-05T10:00:00Z',
      duration: 3600,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const response = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `/api/boards/${board.id}/reports?from=2025-03-01&to=2025-03-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ report: BoardReport }>().report;
    expect(report.timeByLabel).toEqual([{ label: labels.workspace, seconds: 3600 }]);
  });

  it('carries workspace labels on tasks through a workspace export and import', async () => {
    const { t, cast } = scene;
    const exports = exportCalls(t);
    const ready = await exports.readyExport(cast.owner, scene.workspace.id);
    const zip = (await exports.download(ready.downloadUrl ?? '')).rawPayload;
    const response = await exports.importZip(cast.owner, zip);
    expect(response.statusCode, response.body).toBe(201);
    const imported = response.json<{ workspace: Workspace }>().workspace;

    const carried = await rawRows<{ title: string; name: string }>(
      t.app.ctx.db,
      sql`select t.title, l.name from task_workspace_labels tl
        join tasks t on t.id = tl.task_id join boards b on b.id = t.board_id
        join workspace_labels l on l.id = tl.label_id
        where b.workspace_id = ${imported._id} and l.workspace_id = ${imported._id}
        order by t.title, l.name`,
    );
    expect(carried).toEqual([
      { title: 'From the form', name: 'Customer' },
      { title: 'Labelled', name: 'Customer' },
      { title: 'Renamed', name: 'Customer' },
      { title: 'Timed', name: 'Customer' },
    ]);
  });
});
