import type { Task } from '@teamboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import { bearer } from '../../test/factories';
import { SUMMARY_FIELD } from '../../test/form-calls';
import type { Account } from '../../test/workspace-fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  module: string;
  method: Method;
  url: string;
  body?: object;
}

const scene = useBoardScene();
let board: TestBoard;
let task: Task;
let reader: Account;
let writer: Account;

beforeAll(async () => {
  const { t, cast } = scene;
  const keys = apiKeyCalls(t);
  board = await scene.calls.newBoard('Scopes', cast.admin);
  task = await scene.calls.newTask(board, { title: 'Sampled' }, board.columns[0], cast.admin);
  reader = keys.asKey(
    cast.admin,
    (await keys.create(cast.admin, { name: 'R', scope: 'read' })).secret,
  );
  writer = keys.asKey(
    cast.admin,
    (await keys.create(cast.admin, { name: 'W', scope: 'write' })).secret,
  );
});

/** A read route of every module that has one (labels and column types come with their workspace). */
function reads(): Call[] {
  const ws = scene.workspace.id;
  const range = 'from=2026-01-01&to=2026-01-31';
  return [
    { module: 'me', method: 'GET', url: '/api/me' },
    { module: 'workspaces', method: 'GET', url: `/api/workspaces/${ws}` },
    { module: 'members', method: 'GET', url: `/api/workspaces/${ws}/members` },
    { module: 'invitations', method: 'GET', url: `/api/workspaces/${ws}/invitations` },
    { module: 'folders', method: 'GET', url: `/api/folders?workspaceId=${ws}` },
    { module: 'boards', method: 'GET', url: `/api/boards/${board.id}` },
    { module: 'columns', method: 'GET', url: `/api/boards/${board.id}/columns` },
    { module: 'tasks', method: 'GET', url: `/api/tasks/${task._id}` },
    { module: 'board tasks', method: 'GET', url: `/api/boards/${board.id}/tasks` },
    { module: 'task activity', method: 'GET', url: `/api/tasks/${task._id}/activity` },
    { module: 'comments', method: 'GET', url: `/api/tasks/${task._id}/comments` },
    { module: 'time', method: 'GET', url: `/api/boards/${board.id}/working-hours-quota` },
    { module: 'chats', method: 'GET', url: `/api/chats?workspaceId=${ws}` },
    { module: 'notifications', method: 'GET', url: '/api/notifications' },
    { module: 'board reports', method: 'GET', url: `/api/boards/${board.id}/reports?${range}` },
    {
      module: 'workspace reports',
      method: 'GET',
      url: `/api/workspaces/${ws}/reports/user-performance?${range}`,
    },
    { module: 'dashboard', method: 'GET', url: `/api/workspaces/${ws}/home` },
    { module: 'forms', method: 'GET', url: `/api/boards/${board.id}/forms` },
    { module: 'jira import', method: 'GET', url: `/api/boards/${board.id}/imports` },
  ];
}

/** A write route of every module. */
function writes(): Call[] {
  const { cast } = scene;
  const ws = scene.workspace.id;
  return [
    { module: 'me', method: 'PUT', url: '/api/me', body: { name: 'Admin by key' } },
    {
      module: 'workspaces',
      method: 'PUT',
      url: `/api/workspaces/${ws}`,
      body: { description: 'Changed by a key' },
    },
    {
      module: 'labels',
      method: 'POST',
      url: `/api/workspaces/${ws}/labels`,
      body: { name: 'Keyed', color: '#336699' },
    },
    {
      module: 'invitations',
      method: 'POST',
      url: `/api/workspaces/${ws}/invitations`,
      body: { email: `keyed-${Date.now()}@example.com`, role: 'member' },
    },
    {
      module: 'folders',
      method: 'POST',
      url: '/api/folders',
      body: { workspaceId: ws, name: 'Keyed' },
    },
    {
      module: 'boards',
      method: 'POST',
      url: '/api/boards',
      body: { workspaceId: ws, title: 'Keyed' },
    },
    {
      module: 'columns',
      method: 'POST',
      url: '/api/columns',
      body: { boardId: board.id, fields: { title: 'Keyed' } },
    },
    {
      module: 'tasks',
      method: 'POST',
      url: '/api/tasks',
      body: { boardId: board.id, columnId: board.columns[0], fields: { title: 'Keyed' } },
    },
    {
      module: 'task move',
      method: 'POST',
      url: '/api/tasks/move',
      body: { taskId: task._id, columnId: board.columns[1], position: 'top' },
    },
    { module: 'task rebalance', method: 'POST', url: `/api/tasks/rebalance/${board.columns[0]}` },
    {
      module: 'comments',
      method: 'POST',
      url: `/api/tasks/${task._id}/comments`,
      body: { content: 'By a key' },
    },
    { module: 'time', method: 'POST', url: `/api/tasks/${task._id}/timer/start`, body: {} },
    {
      module: 'chats',
      method: 'POST',
      url: '/api/chats/direct',
      body: { workspaceId: ws, participantId: cast.member.user._id },
    },
    { module: 'notifications', method: 'POST', url: '/api/notifications/mark-all-read' },
    {
      module: 'forms',
      method: 'POST',
      url: `/api/boards/${board.id}/forms`,
      body: {
        title: 'Keyed',
        fields: [SUMMARY_FIELD],
      },
    },
  ];
}

const call = (account: Account, { method, url, body }: Call) =>
  scene.calls.inject(account, method, url, body);

describe('a read key', () => {
  it('reads a route of every module', async () => {
    for (const each of reads()) {
      const response = await call(reader, each);
      expect(response.statusCode, `${each.module}: ${response.body}`).toBe(200);
    }
  });

  it('gets 403 on a write of every module, and nothing changes', async () => {
    const before = await call(scene.cast.admin, {
      module: 'tasks',
      method: 'GET',
      url: `/api/boards/${board.id}/tasks`,
    });
    for (const each of writes()) {
      const response = await call(reader, each);
      expect(response.statusCode, each.module).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('This API key can only read');
    }
    const after = await call(scene.cast.admin, {
      module: 'tasks',
      method: 'GET',
      url: `/api/boards/${board.id}/tasks`,
    });
    expect(after.body).toBe(before.body);
  });

  it('finds no write behind GET or HEAD: renumbering a column is a POST', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await scene.t.app.inject({
        method,
        url: `/api/tasks/rebalance/${board.columns[0]}`,
        headers: bearer(reader),
      });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('a write key', () => {
  it('writes on every module as its owner', async () => {
    for (const each of writes()) {
      const response = await call(writer, each);
      expect(response.statusCode, `${each.module}: ${response.body}`).toBeLessThan(300);
    }
  });
});
