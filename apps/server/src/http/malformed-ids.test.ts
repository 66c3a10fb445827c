import { ERROR_CODES } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import type { TestBoard } from '../test/board-fixture';
import { boardScene, type BoardScene } from '../test/board-scene';
import { bearer } from '../test/factories';

const BAD = 'abc';

let scene: BoardScene;
let board: TestBoard;
let taskId: string;
let folderId: string;

beforeAll(async () => {
  scene = await boardScene();
  board = await scene.calls.newBoard();
  taskId = (await scene.calls.newTask(board, { title: 'Target' }))._id;
  const folder = await scene.t.app.inject({
    method: 'POST',
    url: '/api/folders',
    headers: bearer(scene.cast.owner),
    payload: { workspaceId: scene.workspace.id, name: 'Folder' },
  });
  folderId = folder.json<{ folder: { _id: string } }>().folder._id;
});
afterAll(async () => {
  await scene.t.close();
});

/** Every row of every table the API writes, in a stable order, to prove nothing changed. */
async function snapshot(): Promise<string[]> {
  const tables = [
    schema.users,
    schema.workspaces,
    schema.workspaceMembers,
    schema.workspaceLabels,
    schema.workspaceColumnTypes,
    schema.workspaceInvitations,
    schema.workspaceActivities,
    schema.folders,
    schema.boards,
    schema.boardMembers,
    schema.boardFavorites,
    schema.boardLabels,
    schema.boardPreferences,
    schema.columns,
    schema.tasks,
    schema.taskAssignees,
    schema.taskMembers,
    schema.taskLinks,
    schema.taskLabels,
    schema.taskWorkspaceLabels,
    schema.comments,
    schema.commentMentions,
    schema.taskActivity,
    schema.timeEntries,
    schema.notifications,
  ];
  const rows = await Promise.all(tables.map((table) => scene.t.app.ctx.db.select().from(table)));
  return rows.flatMap((list, index) => list.map((row) => `${index}:${JSON.stringify(row)}`)).sort();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, object?];

/** One call per id a route takes (path, query string or body), with that id malformed. */
function malformedCalls(): Call[] {
  const ws = scene.workspace.id;
  const user = scene.cast.member.user._id;
  const [column = '', otherColumn = ''] = board.columns;
  const task = { boardId: board.id, columnId: column, fields: { title: 'New' } };
  const taskArrays = ['assignees', 'members', 'labels', 'blockers', 'dependencies'];
  return [
    ['GET', `/api/boards/${BAD}`],
    ['PUT', `/api/boards/${BAD}`, { title: 'Renamed' }],
    ['DELETE', `/api/boards/${BAD}`],
    ['POST', `/api/boards/${BAD}/favorite`],
    ['POST', `/api/boards/${BAD}/archive`],
    ['POST', `/api/boards/${BAD}/join`],
    ['PUT', `/api/boards/${BAD}/move`, { folderId: null }],
    ['PUT', `/api/boards/${board.id}/move`, { folderId: BAD }],
    ['GET', `/api/boards/${BAD}/columns`],
    ['GET', `/api/boards/${BAD}/tasks`],
    ['GET', `/api/boards/${BAD}/tasks?dueFrom=2026-12-01&dueTo=2026-12-31`],
    ['GET', `/api/boards/${BAD}/activity`],
    ['POST', '/api/boards', { workspaceId: ws, title: 'New', folderId: BAD }],
    ['PUT', '/api/boards/reorder', { folderId: null, items: [{ id: BAD, position: 1 }] }],
    ['PUT', '/api/boards/reorder', { folderId: BAD, items: [{ id: board.id, position: 1 }] }],
    ['GET', `/api/boards/${BAD}/join-link`],
    ['POST', `/api/boards/${BAD}/join-link`],
    ['DELETE', `/api/boards/${BAD}/join-link`],
    ['GET', `/api/boards/${BAD}/join/some-token`],
    ['POST', `/api/boards/${BAD}/labels`, { name: 'Bug', color: '#ff0000' }],
    ['PUT', `/api/boards/${board.id}/labels/${BAD}`, { name: 'Bug' }],
    ['DELETE', `/api/boards/${board.id}/labels/${BAD}`],
    ['POST', '/api/boards/members', { boardId: BAD, userId: user }],
    ['POST', '/api/boards/members', { boardId: board.id, userId: BAD }],
    ['PUT', '/api/boards/member/change-role', { boardId: BAD, userId: user, role: 'collaborator' }],
    [
      'PUT',
      '/api/boards/member/change-role',
      { boardId: board.id, userId: BAD, role: 'collaborator' },
    ],
    ['DELETE', `/api/boards/${BAD}/members/${user}`],
    ['DELETE', `/api/boards/${board.id}/members/${BAD}`],
    ['GET', `/api/boards/${BAD}/preferences`],
    ['PUT', `/api/boards/${BAD}/preferences`, { view: 'calendar' }],
    ['PUT', '/api/boards/preferences', { board: BAD, view: 'calendar' }],
    ['GET', `/api/boards/${BAD}/working-hours-quota`],
    ['PUT', `/api/boards/${BAD}/working-hours-quota`, { weeklyHours: 10 }],
    ['POST', '/api/folders', { workspaceId: ws, name: 'Inner', parentFolder: BAD }],
    ['PUT', '/api/folders/reorder', { workspaceId: ws, items: [{ id: BAD, position: 1 }] }],
    ['PUT', `/api/folders/${BAD}`, { name: 'Renamed' }],
    ['PUT', `/api/folders/${folderId}`, { parentFolder: BAD }],
    ['DELETE', `/api/folders/${BAD}`],
    ['POST', '/api/columns', { boardId: BAD, fields: { title: 'New' } }],
    ['PUT', '/api/columns/order', { boardId: BAD, columnOrder: board.columns }],
    ['PUT', '/api/columns/order', { boardId: board.id, columnOrder: [BAD, ...board.columns] }],
    ['PUT', `/api/columns/${BAD}`, { title: 'Renamed' }],
    ['PUT', `/api/columns/${BAD}`, { isDone: true }],
    ['DELETE', `/api/columns/${BAD}`],
    ['DELETE', `/api/columns/${column}?moveTasksTo=${BAD}`],
    ['POST', '/api/tasks', { ...task, boardId: BAD }],
    ['POST', '/api/tasks', { ...task, columnId: BAD }],
    ...taskArrays.map((field): Call => [
      'POST',
      '/api/tasks',
      { ...task, fields: { title: 'New', [field]: [BAD] } },
    ]),
    ...taskArrays.map((field): Call => ['PUT', `/api/tasks/${taskId}`, { [field]: [BAD] }]),
    ['POST', '/api/tasks/move', { taskId: BAD, columnId: otherColumn, position: 'top' }],
    ['POST', '/api/tasks/move', { taskId, columnId: BAD, position: 'top' }],
    ['POST', `/api/tasks/rebalance/${BAD}`],
    ['GET', `/api/tasks/${BAD}`],
    ['PUT', `/api/tasks/${BAD}`, { title: 'Renamed' }],
    ['DELETE', `/api/tasks/${BAD}`],
    ['GET', `/api/tasks/${BAD}/activity`],
    ['GET', `/api/tasks/${BAD}/comments`],
    ['POST', `/api/tasks/${BAD}/comments`, { content: 'Hi' }],
    ['POST', `/api/tasks/${taskId}/comments`, { content: 'Hi', mentions: [BAD] }],
    ['PUT', `/api/tasks/${taskId}/comments/${BAD}`, { content: 'Hi' }],
    ['DELETE', `/api/tasks/${taskId}/comments/${BAD}`],
    ['POST', `/api/tasks/${BAD}/time`, { startTime: '2024-01-01T09:00:00Z', duration: 3600 }],
    ['PUT', `/api/tasks/${taskId}/time/${BAD}`, {}],
    ['DELETE', `/api/tasks/${taskId}/time/${BAD}`],
    ['POST', `/api/tasks/${BAD}/timer/start`],
    ['POST', `/api/tasks/${BAD}/timer/stop`],
    ['POST', `/api/tasks/${BAD}/timer/cancel`],
    ['POST', `/api/notifications/${BAD}/mark-read`],
    ['DELETE', `/api/workspaces/invitations/${BAD}`],
    ['POST', `/api/me/invitations/${BAD}/accept`],
    ['POST', `/api/me/invitations/${BAD}/decline`],
    ['PUT', `/api/workspaces/${ws}/members/${BAD}`, { role: 'guest' }],
    ['DELETE', `/api/workspaces/${ws}/members/${BAD}`],
    ['POST', `/api/workspaces/${ws}/transfer-ownership`, { userId: BAD }],
    ['PUT', `/api/workspaces/${ws}/labels/${BAD}`, { name: 'Bug' }],
    ['DELETE', `/api/workspaces/${ws}/labels/${BAD}`],
    ['PUT', `/api/workspaces/${ws}/column-types/${BAD}`, { name: 'Doing' }],
    ['DELETE', `/api/workspaces/${ws}/column-types/${BAD}`],
    ['POST', '/api/chats/direct', { workspaceId: ws, participantId: BAD }],
    ['POST', '/api/chats/direct', { workspaceId: BAD, participantId: user }],
    ['GET', `/api/chats/${BAD}/messages`],
    ['POST', `/api/chats/${BAD}/messages`, { content: 'Hi' }],
    ['POST', `/api/chats/${BAD}/read`],
    ['POST', `/api/messages/${BAD}/react`, { emoji: '👍' }],
    ['DELETE', `/api/messages/${BAD}`],
  ];
}

describe('malformed ids', () => {
  it('are refused with 400 {message, code} on every route that takes one, changing nothing', async () => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const [method, url, payload] of malformedCalls()) {
      const response = await scene.t.app.inject({
        method,
        url,
        headers: bearer(scene.cast.owner),
        ...(payload ? { payload } : {}),
      });
      const body = response.json<{ message?: unknown; code?: unknown }>();
      const shaped = typeof body.message === 'string' && body.code === ERROR_CODES.validation;
      answers.push(
        `${method} ${url} ${JSON.stringify(payload ?? null)} → ${response.statusCode}${shaped ? '' : ` ${response.body}`}`,
      );
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 400'))).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
