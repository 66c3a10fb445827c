import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, signIn, verifiedUser } from '../../test/factories';
import { createTestApp, emailsTo, linkTokenFromEmail, type TestApp } from '../../test/test-app';
import { DAY } from '../../test/test-clock';
import { addMember, type Account } from '../../test/workspace-fixture';

let t: TestApp;
let owner: Account;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await verifiedUser(t.app, { name: 'Olive Owner' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name: 'Invite Co', url: 'invite-co' },
  });
  workspaceId = created.json<{ workspace: { _id: string } }>().workspace._id;
});
afterAll(async () => {
  await t.close();
});

const inviteEmail = (email: string, role = 'member') =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/invitations`,
    headers: bearer(owner),
    payload: { email, role },
  });
const publicView = (token: string) =>
  t.app.inject({ method: 'GET', url: `/auth/workspaces/invitations/${token}` });
const answer = (account: Account, token: string, verb: 'accept' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/invitations/${token}/${verb}`,
    headers: bearer(account),
  });
/** Answering signed in, from the invitations page (someone invited with an account has no link). */
const answerById = (account: Account, id: string, verb: 'accept' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/invitations/${id}/${verb}`,
    headers: bearer(account),
  });
/** Invites the address and answers the invitation's id. */
const invitationIdFor = async (email: string) =>
  (await inviteEmail(email)).json<{ invitation: { _id: string } }>().invitation._id;
const roleOf = async (account: Account) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspaceId}`,
    headers: bearer(account),
  });
  return response.statusCode === 200
    ? response.json<{ workspace: { currentUserRole: string } }>().workspace.currentUserRole
    : null;
};

describe('inviting by email', () => {
  it('emails a /join/{token} link that shows the invitation publicly', async () => {
    const response = await inviteEmail('New.Person@Example.com', 'guest');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      invitation: {
        email: 'new.person@example.com',
        role: 'guest',
        status: 'pending',
        invitedBy: { name: 'Olive Owner' },
      },
    });
    const [email] = await emailsTo(t.app, 'new.person@example.com');
    expect(email?.subject).toBe("You're invited to join Invite Co on Teamboard");
    const token = await linkTokenFromEmail(t.app, 'new.person@example.com', '/join');

    const view = await publicView(token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      invitation: {
        email: 'new.person@example.com',
        role: 'guest',
        status: 'pending',
        expiresAt: expect.any(String) as unknown,
        workspace: { name: 'Invite Co', url: 'invite-co', logo: null },
        invitedBy: { name: 'Olive Owner' },
      },
    });
    expect((await publicView('z'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses a second pending invitation and a current member', async () => {
    await inviteEmail('twice@example.com');
    expect((await inviteEmail('twice@example.com')).json()).toMatchObject({
      message: 'An invitation is already pending for that email',
    });
    expect((await inviteEmail(owner.email)).statusCode).toBe(409);
  });

  it('reports each address of a bulk invitation on its own', async () => {
    const existing = await verifiedUser(t.app);
    await addMember(t.app, owner, workspaceId, existing, 'member');
    await inviteEmail('pending-already@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invitations/bulk`,
      headers: bearer(owner),
      payload: {
        invitations: [
          { email: 'bulk-one@example.com', role: 'member' },
          { email: 'not an email', role: 'member' },
          { email: existing.email, role: 'member' },
          { email: 'pending-already@example.com', role: 'member' },
          { email: 'bulk-two@example.com', role: 'client' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const results = response.json<{ results: { email: string; status: string }[] }>().results;
    expect(results.map((result) => result.status)).toEqual([
      'invited',
      'invalid',
      'already_member',
      'already_invited',
      'invited',
    ]);
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/invitations?status=pending`,
      headers: bearer(owner),
    });
    const emails = pending
      .json<{ invitations: { email: string }[] }>()
      .invitations.map((invitation) => invitation.email);
    expect(emails).toEqual(
      expect.arrayContaining(['bulk-one@example.com', 'bulk-two@example.com']),
    );
  });
});

describe('answering an invitation', () => {
  it('brings a new person in: sign up from the link, verify, accept, land in the workspace', async () => {
    await inviteEmail('newcomer@example.com', 'manager');
    const token = await linkTokenFromEmail(t.app, 'newcomer@example.com', '/join');
    const signedUp = await registerUser(t.app, { email: 'newcomer@example.com' });
    const verify = await t.app.inject({
      method: 'POST',
      url: `/auth/verify-email/${await linkTokenFromEmail(t.app, signedUp.email, '/signup/verify')}`,
    });
    const newcomer = { ...signedUp, ...verify.json<Account>() };

    const accepted = await answer(newcomer, token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      workspace: { _id: workspaceId, url: 'invite-co', role: 'manager' },
    });
    expect(await roleOf(newcomer)).toBe('manager');

    const again = await answer(newcomer, token, 'accept');
    expect(again.statusCode).toBe(410);
    expect((await publicView(token)).json()).toMatchObject({ invitation: { status: 'accepted' } });
  });

  it('can only be accepted by the invited address', async () => {
    await inviteEmail('intended@example.com');
    const token = await linkTokenFromEmail(t.app, 'intended@example.com', '/join');
    const someoneElse = await verifiedUser(t.app);
    const response = await answer(someoneElse, token, 'accept');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('intended@example.com');
    expect(await roleOf(someoneElse)).toBeNull();
  });

  it('expires after 7 days', async () => {
    await inviteEmail('late@example.com');
    const token = await linkTokenFromEmail(t.app, 'late@example.com', '/join');
    const late = await verifiedUser(t.app, { email: 'late@example.com' });
    t.clock.advance(7 * DAY + 1000);
    // A week later every access token has long expired: sign in again.
    owner = await signIn(t.app, owner);
    const lateSession = await signIn(t.app, late);
    const response = await answer(lateSession, token, 'accept');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: 'This invitation is expired' });
    expect((await publicView(token)).json()).toMatchObject({ invitation: { status: 'expired' } });
    expect(await roleOf(lateSession)).toBeNull();
    expect((await inviteEmail(late.email)).statusCode).toBe(201);
  });

  it('can be declined, and then not accepted', async () => {
    const decliner = await verifiedUser(t.app);
    const id = await invitationIdFor(decliner.email);
    expect((await answerById(decliner, id, 'decline')).statusCode).toBe(200);
    expect((await answerById(decliner, id, 'accept')).statusCode).toBe(410);
    expect(await roleOf(decliner)).toBeNull();
  });

  it('lists my pending invitations and lets me accept one by id', async () => {
    const invitee = await verifiedUser(t.app);
    await inviteEmail(invitee.email, 'client');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/invitations',
      headers: bearer(invitee),
    });
    const [invitation] = mine.json<{
      invitations: { _id: string; workspace: { name: string } }[];
    }>().invitations;
    expect(invitation?.workspace.name).toBe('Invite Co');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation?._id ?? ''}/accept`,
      headers: bearer(invitee),
    });
    expect(accepted.statusCode).toBe(200);
    expect(await roleOf(invitee)).toBe('client');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/me/invitations',
      headers: bearer(invitee),
    });
    expect(after.json()).toEqual({ invitations: [] });
  });
});

describe('cancelling', () => {
  it('stops it from being accepted', async () => {
    const invitee = await verifiedUser(t.app);
    const id = await invitationIdFor(invitee.email);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/invitations/${id}`,
      headers: bearer(owner),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await answerById(invitee, id, 'accept')).statusCode).toBe(410);
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/activity`,
      headers: bearer(owner),
    });
    expect(
      activity.json<{ activities: { action: string }[] }>().activities.map((entry) => entry.action),
    ).toEqual(
      expect.arrayContaining([
        'invitation.sent',
        'invitation.cancelled',
        'invitation.accepted',
        'invitation.declined',
      ]),
    );
  });
});
