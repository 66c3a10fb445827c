import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addMember,
  createCast,
  createWorkspaceWithCast,
  TINY_PNG,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

/**
 * Runs every workspace and invitation route as every role and checks the outcome against the
 * table in docs/permissions.md: allowed → 2xx, refused → 403, outsider → 404, signed out → 401,
 * and a refused call changes nothing.
 */
const docsPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/permissions.md',
);
const ROLES = ['owner', 'admin', 'manager', 'member', 'guest', 'client'] as const;
type Role = (typeof ROLES)[number];
type Actor = Role | 'outsider' | 'signed-out';

function readMatrix(): Map<string, Set<Role>> {
  const text = readFileSync(docsPath, 'utf8');
  const table =
    text
      .split('<!-- permissions-matrix:start -->')[1]
      ?.split('<!-- permissions-matrix:end -->')[0] ?? '';
  const matrix = new Map<string, Set<Role>>();
  for (const line of table.trim().split('\n').slice(2)) {
    const cells = line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    const [action, ...marks] = cells;
    if (!action) continue;
    matrix.set(action, new Set(ROLES.filter((_role, index) => marks[index] === '✅')));
  }
  return matrix;
}

interface Fixture {
  workspace: { id: string; url: string };
  target: Account;
  newcomer: Account;
  invitationId: string;
  labelId: string;
  columnTypeId: string;
}

interface RouteCase {
  name: string;
  action: string;
  request: (fixture: Fixture) => InjectOptions;
}

let invitees = 0;
const ROUTES: RouteCase[] = [
  {
    name: 'GET workspace by id',
    action: 'workspace.view',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.id}` }),
  },
  {
    name: 'GET workspace by url',
    action: 'workspace.view',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.url}` }),
  },
  {
    name: 'PUT workspace',
    action: 'workspace.update',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspace.id}`,
      payload: { description: 'Changed' },
    }),
  },
  {
    name: 'PUT logo',
    action: 'workspace.update',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspace.id}/logo`,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    }),
  },
  {
    name: 'DELETE logo',
    action: 'workspace.update',
    request: (f) => ({ method: 'DELETE', url: `/api/workspaces/${f.workspace.id}/logo` }),
  },
  {
    name: 'DELETE workspace',
    action: 'workspace.delete',
    request: (f) => ({ method: 'DELETE', url: `/api/workspaces/${f.workspace.id}` }),
  },
  {
    name: 'POST transfer-ownership',
    action: 'workspace.transferOwnership',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspace.id}/transfer-ownership`,
      payload: { userId: f.target.user._id },
    }),
  },
  {
    name: 'GET members',
    action: 'members.view',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.id}/members` }),
  },
  {
    name: 'POST members',
    action: 'members.add',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspace.id}/members`,
      payload: { email: f.newcomer.email, role: 'member' },
    }),
  },
  {
    name: 'PUT member role',
    action: 'members.changeRole',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspace.id}/members/${f.target.user._id}`,
      payload: { role: 'guest' },
    }),
  },
  {
    name: 'DELETE member',
    action: 'members.remove',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/workspaces/${f.workspace.id}/members/${f.target.user._id}`,
    }),
  },
  {
    name: 'GET invitations',
    action: 'invitations.view',
    request: (f) => ({
      method: 'GET',
      url: `/api/workspaces/${f.workspace.id}/invitations?status=pending`,
    }),
  },
  {
    name: 'POST invitation',
    action: 'invitations.create',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspace.id}/invitations`,
      payload: { email: `invitee-${(invitees += 1)}@example.com`, role: 'member' },
    }),
  },
  {
    name: 'POST bulk invitations',
    action: 'invitations.create',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspace.id}/invitations/bulk`,
      payload: { invitations: [{ email: `bulk-${(invitees += 1)}@example.com`, role: 'member' }] },
    }),
  },
  {
    name: 'DELETE invitation',
    action: 'invitations.cancel',
    request: (f) => ({ method: 'DELETE', url: `/api/workspaces/invitations/${f.invitationId}` }),
  },
  {
    name: 'POST label',
    action: 'labels.manage',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspace.id}/labels`,
      payload: { name: 'Bug', color: '#ef4444' },
    }),
  },
  {
    name: 'PUT label',
    action: 'labels.manage',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspace.id}/labels/${f.labelId}`,
      payload: { name: 'Defect' },
    }),
  },
  {
    name: 'DELETE label',
    action: 'labels.manage',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/workspaces/${f.workspace.id}/labels/${f.labelId}`,
    }),
  },
  {
    name: 'POST column type',
    action: 'columnTypes.manage',
    request: (f) => ({
      method: 'POST',
      url: `/api/workspaces/${f.workspace.id}/column-types`,
      payload: { name: 'Blocked', color: '#ef4444' },
    }),
  },
  {
    name: 'PUT column type',
    action: 'columnTypes.manage',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspace.id}/column-types/${f.columnTypeId}`,
      payload: { name: 'Backlog' },
    }),
  },
  {
    name: 'DELETE column type',
    action: 'columnTypes.manage',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/workspaces/${f.workspace.id}/column-types/${f.columnTypeId}`,
    }),
  },
  {
    name: 'GET activity',
    action: 'activity.view',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.id}/activity` }),
  },
  {
    name: 'GET webhooks',
    action: 'webhooks.manage',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.id}/webhooks` }),
  },
  {
    name: 'GET projects table',
    action: 'projects.view',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.id}/projects` }),
  },
  {
    name: 'GET security settings',
    action: 'security.view',
    request: (f) => ({ method: 'GET', url: `/api/workspaces/${f.workspace.id}/security` }),
  },
  {
    name: 'PUT security settings',
    action: 'security.update',
    request: (f) => ({
      method: 'PUT',
      url: `/api/workspaces/${f.workspace.id}/security`,
      payload: {
        invitePolicy: 'admins',
        allowedEmailDomains: ['example.com'],
        apiKeysAllowed: false,
      },
    }),
  },
];

const ACTORS: Actor[] = [...ROLES, 'outsider', 'signed-out'];

let t: TestApp;
let cast: Cast;
const matrix = readMatrix();

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app);
});
afterAll(async () => {
  await t.close();
});

async function buildFixture(): Promise<Fixture> {
  const workspace = await createWorkspaceWithCast(t.app, cast);
  const target = await verifiedUser(t.app);
  await addMember(t.app, cast.owner, workspace.id, target, 'member');
  const newcomer = await verifiedUser(t.app);
  const owner = bearer(cast.owner);
  const invitation = await t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspace.id}/invitations`,
    headers: owner,
    payload: { email: `pending-${(invitees += 1)}@example.com`, role: 'member' },
  });
  const label = await t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspace.id}/labels`,
    headers: owner,
    payload: { name: 'Feature', color: '#16a34a' },
  });
  const details = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspace.id}`,
    headers: owner,
  });
  return {
    workspace,
    target,
    newcomer,
    invitationId: invitation.json<{ invitation: { _id: string } }>().invitation._id,
    labelId: label.json<{ label: { _id: string } }>().label._id,
    columnTypeId:
      details.json<{ workspace: { columnTypes: { _id: string }[] } }>().workspace.columnTypes[0]
        ?._id ?? '',
  };
}

/** Everything a refused call could have touched, as the owner sees it. */
async function snapshot(fixture: Fixture): Promise<string> {
  const owner = bearer(cast.owner);
  const reads = await Promise.all(
    [
      `/api/workspaces/${fixture.workspace.id}`,
      `/api/workspaces/${fixture.workspace.id}/invitations`,
      `/api/workspaces/${fixture.workspace.id}/activity`,
      `/api/workspaces/${fixture.workspace.id}/security`,
    ].map((url) => t.app.inject({ method: 'GET', url, headers: owner })),
  );
  return reads.map((response) => response.body).join('\n');
}

function expectedStatus(actor: Actor, action: string): 'allowed' | 401 | 403 | 404 {
  if (actor === 'signed-out') return 401;
  if (actor === 'outsider') return 404;
  const allowed = matrix.get(action);
  if (!allowed) throw new Error(`docs/permissions.md has no row for ${action}`);
  return allowed.has(actor) ? 'allowed' : 403;
}

describe('the permission matrix in docs/permissions.md', () => {
  it('covers every action the routes need', () => {
    for (const route of ROUTES) expect(matrix.has(route.action), route.action).toBe(true);
  });

  for (const route of ROUTES) {
    describe(route.name, () => {
      for (const actor of ACTORS) {
        const expected = expectedStatus(actor, route.action);
        it(`${actor}: ${expected === 'allowed' ? 'allowed' : `refused with ${expected}`}`, async () => {
          const fixture = await buildFixture();
          const before = await snapshot(fixture);
          const request = route.request(fixture);
          const headers = actor === 'signed-out' ? {} : bearer(cast[actor]);
          const response = await t.app.inject({
            ...request,
            headers: { ...request.headers, ...headers },
          });

          if (expected === 'allowed') {
            expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
            expect(response.statusCode, response.body).toBeLessThan(300);
            return;
          }
          expect(response.statusCode, response.body).toBe(expected);
          expect(await snapshot(fixture)).toBe(before);
        });
      }
    });
  }
});
