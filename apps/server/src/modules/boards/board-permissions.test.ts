import {
  canOnBoard,
  type BoardAction,
  type BoardRole,
  type WorkspaceRole,
} from '@teamboard/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

/**
 * Every board, column and task route as each kind of person (docs/permissions.md, "Projects"):
 * allowed → 2xx, refused → 403, cannot see the board → 404, signed out → 401.
 */
let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

type Actor =
  | 'owner'
  | 'boardAdmin'
  | 'collaborator'
  | 'internal'
  | 'guestOnBoard'
  | 'guestOff'
  | 'outsider'
  | 'signedOut';
const ACTORS: Actor[] = [
  'owner',
  'boardAdmin',
  'collaborator',
  'internal',
  'guestOnBoard',
  'guestOff',
  'outsider',
  'signedOut',
];
const ROLES: Partial<Record<Actor, { workspace: WorkspaceRole; board: BoardRole | null }>> = {
  owner: { workspace: 'owner', board: null },
  boardAdmin: { workspace: 'manager', board: 'admin' },
  collaborator: { workspace: 'member', board: 'collaborator' },
  internal: { workspace: 'admin', board: null },
  guestOnBoard: { workspace: 'guest', board: 'collaborator' },
  guestOff: { workspace: 'client', board: null },
};
const accountOf = (actor: Actor): Account | null =>
  ({
    owner: cast.owner,
    boardAdmin: cast.manager,
    collaborator: cast.member,
    internal: cast.admin,
    guestOnBoard: cast.guest,
    guestOff: cast.client,
    outsider: cast.outsider,
    signedOut: null,
  })[actor];

interface Fixture {
  boardId: string;
  columnId: string;
  otherColumnId: string;
  taskId: string;
  labelId: string;
}

interface RouteCase {
  name: string;
  action: BoardAction;
  request: (fixture: Fixture) => InjectOptions;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET board',
    action: 'board.view',
    request: (f) => ({ method: 'GET', url: `/api/boards/${f.boardId}` }),
  },
  {
    name: 'GET columns',
    action: 'board.view',
    request: (f) => ({ method: 'GET', url: `/api/boards/${f.boardId}/columns` }),
  },
  {
    name: 'GET tasks',
    action: 'board.view',
    request: (f) => ({ method: 'GET', url: `/api/boards/${f.boardId}/tasks` }),
  },
  {
    name: 'GET task',
    action: 'board.view',
    request: (f) => ({ method: 'GET', url: `/api/tasks/${f.taskId}` }),
  },
  {
    name: 'favorite',
    action: 'board.view',
    request: (f) => ({ method: 'POST', url: `/api/boards/${f.boardId}/favorite` }),
  },
  {
    name: 'PUT preferences',
    action: 'board.view',
    request: (f) => ({
      method: 'PUT',
      url: `/api/boards/${f.boardId}/preferences`,
      payload: { view: 'calendar' },
    }),
  },
  {
    name: 'POST task',
    action: 'board.work',
    request: (f) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: { boardId: f.boardId, columnId: f.columnId, fields: { title: 'New' } },
    }),
  },
  {
    name: 'PUT task',
    action: 'board.work',
    request: (f) => ({
      method: 'PUT',
      url: `/api/tasks/${f.taskId}`,
      payload: { title: 'Renamed' },
    }),
  },
  {
    name: 'move task',
    action: 'board.work',
    request: (f) => ({
      method: 'POST',
      url: '/api/tasks/move',
      payload: { taskId: f.taskId, columnId: f.otherColumnId, position: 'top' },
    }),
  },
  {
    name: 'DELETE task',
    action: 'board.work',
    request: (f) => ({ method: 'DELETE', url: `/api/tasks/${f.taskId}` }),
  },
  {
    name: 'POST column',
    action: 'board.work',
    request: (f) => ({
      method: 'POST',
      url: '/api/columns',
      payload: { boardId: f.boardId, fields: { title: 'QA' } },
    }),
  },
  {
    name: 'PUT column',
    action: 'board.work',
    request: (f) => ({
      method: 'PUT',
      url: `/api/columns/${f.columnId}`,
      payload: { title: 'Backlog' },
    }),
  },
  {
    name: 'POST board label',
    action: 'board.work',
    request: (f) => ({
      method: 'POST',
      url: `/api/boards/${f.boardId}/labels`,
      payload: { name: 'Bug', color: '#ef4444' },
    }),
  },
  {
    name: 'DELETE column',
    action: 'board.manage',
    request: (f) => ({ method: 'DELETE', url: `/api/columns/${f.otherColumnId}` }),
  },
  {
    name: 'PUT board',
    action: 'board.manage',
    request: (f) => ({
      method: 'PUT',
      url: `/api/boards/${f.boardId}`,
      payload: { title: 'Renamed board' },
    }),
  },
  {
    name: 'archive',
    action: 'board.manage',
    request: (f) => ({ method: 'POST', url: `/api/boards/${f.boardId}/archive` }),
  },
  {
    name: 'DELETE board',
    action: 'board.manage',
    request: (f) => ({ method: 'DELETE', url: `/api/boards/${f.boardId}` }),
  },
  {
    name: 'DELETE board label',
    action: 'board.work',
    request: (f) => ({ method: 'DELETE', url: `/api/boards/${f.boardId}/labels/${f.labelId}` }),
  },
];

async function buildFixture(): Promise<Fixture> {
  const manager = bearer(cast.manager);
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: manager,
    payload: { workspaceId: workspace.id, title: 'Matrix' },
  });
  const boardId = board.json<{ board: { _id: string } }>().board._id;
  for (const account of [cast.member, cast.guest]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: manager,
      payload: { boardId, userId: account.user._id },
    });
  }
  const columns = await t.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/columns`,
    headers: manager,
  });
  const [columnId = '', otherColumnId = ''] = columns
    .json<{ columns: { _id: string }[] }>()
    .columns.map((column) => column._id);
  const task = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: manager,
    payload: { boardId, columnId, fields: { title: 'Existing' } },
  });
  const label = await t.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/labels`,
    headers: manager,
    payload: { name: 'Ops', color: '#000000' },
  });
  return {
    boardId,
    columnId,
    otherColumnId,
    taskId: task.json<{ task: { _id: string } }>().task._id,
    labelId: label.json<{ label: { _id: string } }>().label._id,
  };
}

function expected(actor: Actor, action: BoardAction): 'allowed' | 401 | 403 | 404 {
  if (actor === 'signedOut') return 401;
  const roles = ROLES[actor];
  if (!roles) return 404;
  if (!canOnBoard(roles.workspace, roles.board, 'board.view')) return 404;
  return canOnBoard(roles.workspace, roles.board, action) ? 'allowed' : 403;
}

describe('board, column and task routes by role', () => {
  it('match the roles the cast has', async () => {
    const fixture = await buildFixture();
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${fixture.boardId}`,
      headers: bearer(cast.manager),
    });
    const members = board.json<{ board: { members: { user: { _id: string }; role: string }[] } }>()
      .board.members;
    expect(members.find((member) => member.user._id === cast.member.user._id)?.role).toBe(
      'collaborator',
    );
    expect(members.find((member) => member.user._id === cast.manager.user._id)?.role).toBe('admin');
  });

  for (const route of ROUTES) {
    describe(route.name, () => {
      for (const actor of ACTORS) {
        const outcome = expected(actor, route.action);
        it(`${actor}: ${outcome === 'allowed' ? 'allowed' : `refused with ${outcome}`}`, async () => {
          const fixture = await buildFixture();
          const account = accountOf(actor);
          const request = route.request(fixture);
          const response = await t.app.inject({
            ...request,
            headers: account ? bearer(account) : {},
          });
          if (outcome === 'allowed') {
            expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
            expect(response.statusCode, response.body).toBeLessThan(300);
          } else {
            expect(response.statusCode, response.body).toBe(outcome);
          }
        });
      }
    });
  }
});
