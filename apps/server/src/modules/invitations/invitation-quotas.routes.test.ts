import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, verifiedUser } from '../../test/factories';
import { createTestApp, emailsTo, type TestApp } from '../../test/test-app';
import { DAY } from '../../test/test-clock';
import type { Account } from '../../test/workspace-fixture';
import { subjectName } from './invitation-email';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      INVITATIONS_PER_INVITER_PER_DAY: '4',
      INVITATIONS_PER_WORKSPACE_PER_DAY: '6',
      INVITATIONS_PER_ADDRESS_PER_DAY: '2',
    },
  );
});
afterAll(async () => {
  await t.close();
});

let workspaces = 0;
async function newWorkspace(owner: Account, name = 'Quota Co'): Promise<string> {
  workspaces += 1;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name, url: `quota-${workspaces}` },
  });
  return created.json<{ workspace: { _id: string } }>().workspace._id;
}

const invite = (account: Account, workspaceId: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/invitations`,
    headers: bearer(account),
    payload: { email, role: 'member' },
  });

const inviteBulk = (account: Account, workspaceId: string, emails: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/invitations/bulk`,
    headers: bearer(account),
    payload: { invitations: emails.map((email) => ({ email, role: 'member' })) },
  });

async function pendingEmails(account: Account, workspaceId: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspaceId}/invitations?status=pending`,
    headers: bearer(account),
  });
  return response.json<{ invitations: { email: string }[] }>().invitations.map((i) => i.email);
}

/** A day later every access token has expired: the people of a test sign in again. */
async function nextDay(...accounts: Account[]): Promise<Account[]> {
  t.clock.advance(DAY + 1000);
  return Promise.all(accounts.map((account) => signIn(t.app, account)));
}

const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('daily invitation quotas', () => {
  it('per inviter: the invitation past the quota is refused, sends nothing, and works a day later', async () => {
    let owner = await verifiedUser(t.app);
    const first = await newWorkspace(owner);
    const second = await newWorkspace(owner);
    for (const workspaceId of [first, first, second, second]) {
      expect((await invite(owner, workspaceId, address('by'))).statusCode).toBe(201);
    }
    const refusedAddress = address('refused');
    const refused = await invite(owner, second, refusedAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can send at most 4 invitations a day. Nothing was sent; try again tomorrow.',
    });
    expect(await emailsTo(t.app, refusedAddress)).toEqual([]);
    expect(await pendingEmails(owner, second)).not.toContain(refusedAddress);

    [owner] = (await nextDay(owner)) as [Account];
    expect((await invite(owner, second, refusedAddress)).statusCode).toBe(201);
  });

  it('per workspace: all its inviters together', async () => {
    const owner = await verifiedUser(t.app);
    const admin = await verifiedUser(t.app);
    const workspaceId = await newWorkspace(owner);
    await invite(owner, workspaceId, admin.email);
    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/me/invitations',
      headers: bearer(admin),
    });
    const [invitation] = accepted.json<{ invitations: { _id: string }[] }>().invitations;
    await t.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation?._id ?? ''}/accept`,
      headers: bearer(admin),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspaceId}/members/${admin.user._id}`,
      headers: bearer(owner),
      payload: { role: 'admin' },
    });
    for (const inviter of [owner, owner, owner, admin, admin]) {
      expect((await invite(inviter, workspaceId, address('in'))).statusCode).toBe(201);
    }
    const refused = await invite(admin, workspaceId, address('in'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      'This workspace can send at most 6 invitations a day. Nothing was sent; try again tomorrow.',
    );
  });

  it('per recipient address, across workspaces', async () => {
    const target = address('target');
    const owners = await Promise.all([1, 2, 3].map(() => verifiedUser(t.app)));
    const results = [];
    for (const owner of owners) {
      results.push((await invite(owner, await newWorkspace(owner), target)).statusCode);
    }
    expect(results).toEqual([201, 201, 429]);
    expect(await emailsTo(t.app, target)).toHaveLength(2);
  });

  it('refuses a bulk invitation past a quota whole: nothing is sent', async () => {
    const owner = await verifiedUser(t.app);
    const workspaceId = await newWorkspace(owner);
    expect((await invite(owner, workspaceId, address('single'))).statusCode).toBe(201);
    const batch = [address('a'), address('b'), address('c'), address('d')];
    const refused = await inviteBulk(owner, workspaceId, batch);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toContain('at most 4 invitations a day');
    for (const email of batch) expect(await emailsTo(t.app, email)).toEqual([]);
    expect(await pendingEmails(owner, workspaceId)).toHaveLength(1);

    // Addresses that will not be sent to (invalid, listed twice) do not count.
    const fits = await inviteBulk(owner, workspaceId, [
      ...batch.slice(0, 3),
      'nope',
      batch[0] ?? '',
    ]);
    expect(fits.statusCode).toBe(200);
    expect(
      fits.json<{ results: { status: string }[] }>().results.map((result) => result.status),
    ).toEqual(['invited', 'invited', 'invited', 'invalid', 'already_invited']);
  });
});

describe('re-inviting a cancelled address', () => {
  it('waits 24 hours after the cancellation, one by one and in bulk', async () => {
    let owner = await verifiedUser(t.app);
    const workspaceId = await newWorkspace(owner);
    const target = address('cancelled');
    const created = await invite(owner, workspaceId, target);
    const id = created.json<{ invitation: { _id: string } }>().invitation._id;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/invitations/${id}`,
      headers: bearer(owner),
    });

    const again = await invite(owner, workspaceId, target);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toBe(
      `The invitation to ${target} was cancelled less than 24 hours ago; it can be sent again after that`,
    );
    const other = address('other');
    const bulk = await inviteBulk(owner, workspaceId, [target, other]);
    expect(bulk.json<{ results: { status: string }[] }>().results).toEqual([
      expect.objectContaining({ email: target, status: 'recently_cancelled' }),
      expect.objectContaining({ email: other, status: 'invited' }),
    ]);
    expect(await emailsTo(t.app, target)).toHaveLength(1);

    [owner] = (await nextDay(owner)) as [Account];
    expect((await invite(owner, workspaceId, target)).statusCode).toBe(201);
  });
});

describe('the invitation email subject', () => {
  it('carries the workspace name only in a short, plain form', async () => {
    const owner = await verifiedUser(t.app, { name: 'Mallory https://evil.example/login' });
    const workspaceId = await newWorkspace(
      owner,
      'Acme\r\nBcc: victim@example.com\nvisit www.evil.example or http://x.y/z now',
    );
    const target = address('subject');
    expect((await invite(owner, workspaceId, target)).statusCode).toBe(201);
    const [email] = await emailsTo(t.app, target);
    expect(email?.subject).toBe("You're invited to join Acme Bcc: visit or now on Teamboard");
  });

  it('cuts a long name to 40 characters and falls back when nothing plain is left', () => {
    expect(subjectName('A'.repeat(200))).toBe(`${'A'.repeat(39)}…`);
    expect(subjectName(`Team ${'x'.repeat(195)}\nhttps://evil.example`)).toHaveLength(40);
    expect(subjectName('https://evil.example/\u0007\r\n')).toBe('a workspace');
    expect(subjectName('Design Team')).toBe('Design Team');
  });
});
