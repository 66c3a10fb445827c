import type { WorkspaceSecurity } from '@teamboard/shared/workspace-security';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
import { bearer, verifiedUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  addMember,
  castWorkspace,
  pendingInvitationId,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

/** The workspace's security settings (invite policy, allowed domains) on every way in. */
let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };
let invitees = 0;

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

const OPEN: WorkspaceSecurity = {
  invitePolicy: 'managers',
  allowedEmailDomains: [],
  apiKeysAllowed: true,
};
async function settle(settings: Partial<WorkspaceSecurity>): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/workspaces/${workspace.id}/security`,
    headers: bearer(cast.owner),
    payload: { ...OPEN, ...settings },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}
beforeEach(() => settle(OPEN));

const newAddress = (domain = 'example.com') => `rules-${(invitees += 1)}@${domain}`;
const invite = (account: Account, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspace.id}/invitations`,
    headers: bearer(account),
    payload: { email, role: 'member' },
  });
const inviteInBulk = (account: Account, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspace.id}/invitations/bulk`,
    headers: bearer(account),
    payload: { invitations: [{ email, role: 'member' }] },
  });
const addByEmail = (account: Account, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspace.id}/members`,
    headers: bearer(account),
    payload: { email, role: 'member' },
  });
async function pendingEmails(): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspace.id}/invitations?status=pending`,
    headers: bearer(cast.owner),
  });
  return response.json<{ invitations: { email: string }[] }>().invitations.map((i) => i.email);
}
async function isMember(account: Account): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspace.id}`,
    headers: bearer(account),
  });
  return response.statusCode === 200;
}

describe("invite policy 'admins'", () => {
  const ONLY_ADMINS = {
    message: 'This workspace lets only its owner and admins invite people',
    code: 'FORBIDDEN',
  };

  it('refuses a manager on every way to invite, and sends nothing', async () => {
    await settle({ invitePolicy: 'admins' });
    const email = newAddress();
    for (const response of [
      await invite(cast.manager, email),
      await inviteInBulk(cast.manager, email),
      await addByEmail(cast.manager, email),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual(ONLY_ADMINS);
    }
    expect(await pendingEmails()).not.toContain(email);
  });

  it('still lets the owner and admins invite', async () => {
    await settle({ invitePolicy: 'admins' });
    expect((await invite(cast.owner, newAddress())).statusCode).toBe(201);
    expect((await invite(cast.admin, newAddress())).statusCode).toBe(201);
  });

  it("lets managers invite again under 'managers'", async () => {
    expect((await invite(cast.manager, newAddress())).statusCode).toBe(201);
  });
});

describe('allowed email domains', () => {
  const OUTSIDE = {
    message: 'This workspace only accepts email addresses at teamboard.test, example.org',
    code: 'FORBIDDEN',
  };

  it('refuses an invitation to another domain, naming the allowed ones, and creates nothing', async () => {
    await settle({ allowedEmailDomains: ['teamboard.test', 'example.org'] });
    const email = newAddress('example.com');
    const response = await invite(cast.owner, email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(OUTSIDE);
    expect((await addByEmail(cast.owner, email)).json()).toEqual(OUTSIDE);
    expect((await inviteInBulk(cast.owner, email)).json()).toEqual({
      results: [{ email, status: 'forbidden', message: OUTSIDE.message }],
    });
    expect(await pendingEmails()).not.toContain(email);
  });

  it('invites an address of an allowed domain, whatever its case', async () => {
    await settle({ allowedEmailDomains: ['teamboard.test'] });
    const email = newAddress('TeamBoard.test');
    expect((await invite(cast.owner, email)).statusCode).toBe(201);
    expect(await pendingEmails()).toContain(email.toLowerCase());
  });

  it('refuses accepting an invitation sent before the domains narrowed', async () => {
    const person = await verifiedUser(t.app);
    expect((await invite(cast.owner, person.email)).statusCode).toBe(201);
    await settle({ allowedEmailDomains: ['teamboard.test', 'example.org'] });
    const id = await pendingInvitationId(t.app, person, workspace.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${id}/accept`,
      headers: bearer(person),
    });
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json()).toEqual(OUTSIDE);
    expect(await isMember(person)).toBe(false);
    expect(await pendingEmails()).toContain(person.email);
  });

  it('refuses joining a board by its link with an address outside them', async () => {
    const person = await verifiedUser(t.app);
    await addMember(t.app, cast.owner, workspace.id, person, 'guest');
    const { id: boardId } = await boardCalls(t, workspace.id, cast.owner).newBoard('Linked');
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${boardId}/join-link`,
      headers: bearer(cast.owner),
    });
    const { token } = link.json<{ joinLink: { token: string } }>().joinLink;
    await settle({ allowedEmailDomains: ['teamboard.test', 'example.org'] });

    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${boardId}/join`,
      headers: bearer(person),
      payload: { token },
    });
    expect(joined.statusCode).toBe(403);
    expect(joined.json()).toEqual(OUTSIDE);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}`,
      headers: bearer(person),
    });
    expect(seen.statusCode).toBe(404);

    await settle({ allowedEmailDomains: ['example.com'] });
    const allowed = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${boardId}/join`,
      headers: bearer(person),
      payload: { token },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
