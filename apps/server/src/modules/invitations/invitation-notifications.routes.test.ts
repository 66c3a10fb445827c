import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, verifiedUser } from '../../test/factories';
import { notificationsOf } from '../../test/notifications-of';
import { createTestApp, emailsTo, linkTokenFromEmail, type TestApp } from '../../test/test-app';
import { addMember, pendingInvitationId, type Account } from '../../test/workspace-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const XSS = '<script>alert(1)</script>';
const ESCAPED_XSS = '&lt;script&gt;alert(1)&lt;/script&gt;';

let workspaceCount = 0;
async function newWorkspace(owner: Account, name: string): Promise<{ id: string; url: string }> {
  workspaceCount += 1;
  const url = `invite-note-${workspaceCount}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name, url },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { id: created.json<{ workspace: { _id: string } }>().workspace._id, url };
}

const invite = (inviter: Account, workspaceId: string, email: string, role = 'member') =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/invitations`,
    headers: bearer(inviter),
    payload: { email, role },
  });

const answer = (account: Account, invitationId: string, verb: 'accept' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/invitations/${invitationId}/${verb}`,
    headers: bearer(account),
  });

/** The account's notifications of one type, newest first. */
const notificationsOfType = (account: Account, type: string) =>
  notificationsOf(t.app, account, (each) => each.type === type);

/** The emails sent to the account, the sign-up's verification email aside. */
const emailsAfterSignUp = async (address: string) =>
  (await emailsTo(t.app, address)).filter((email) => !email.subject.includes('erif'));

describe('workspace_invite', () => {
  it('tells someone with an account in the app and by one email, which leads to their invitations', async () => {
    const owner = await verifiedUser(t.app, { name: 'Olive Owner' });
    const workspace = await newWorkspace(owner, 'Rocket Co');
    const invitee = await verifiedUser(t.app);
    const bystander = await verifiedUser(t.app);

    expect((await invite(owner, workspace.id, invitee.email, 'admin')).statusCode).toBe(201);

    expect(await notificationsOfType(invitee, 'workspace_invite')).toEqual([
      expect.objectContaining({
        title: 'Invited to a workspace',
        message:
          '<strong>Olive Owner</strong> invited you to join <strong>Rocket Co</strong> as an admin',
        link: '/account/workspace-invites',
        sender: expect.objectContaining({ _id: owner.user._id }) as unknown,
        read: false,
      }),
    ]);
    const emails = await emailsAfterSignUp(invitee.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Invited to a workspace');
    expect(emails[0]?.textBody).toContain(
      'Join Workspace: http://teamboard.test/account/workspace-invites',
    );
    expect(emails[0]?.textBody).not.toContain('/join/');
    expect(emails[0]?.textBody).toContain('/account/notifications?unsubscribe=workspace_invite');

    expect(await notificationsOfType(owner, 'workspace_invite')).toEqual([]);
    expect(await notificationsOfType(bystander, 'workspace_invite')).toEqual([]);
  });

  it('follows their choices: no email when they turned it off, no row when in-app is off', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Quiet Co');
    const noEmail = await verifiedUser(t.app);
    const noInApp = await verifiedUser(t.app);
    for (const [account, channels] of [
      [noEmail, { inApp: true, email: false }],
      [noInApp, { inApp: false, email: true }],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/me/notification-preferences',
        headers: bearer(account),
        payload: { preferences: { workspace_invite: channels } },
      });
      expect((await invite(owner, workspace.id, account.email)).statusCode).toBe(201);
    }

    expect(await notificationsOfType(noEmail, 'workspace_invite')).toHaveLength(1);
    expect(await emailsAfterSignUp(noEmail.email)).toEqual([]);
    expect(await notificationsOfType(noInApp, 'workspace_invite')).toEqual([]);
    expect((await emailsAfterSignUp(noInApp.email)).map((email) => email.subject)).toEqual([
      'Invited to a workspace',
    ]);
    // Either way the invitation waits for them.
    await pendingInvitationId(t.app, noEmail, workspace.id);
    await pendingInvitationId(t.app, noInApp, workspace.id);
  });

  it('emails the sign-up link instead to an address without an account, or with an unverified one', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Open Co');
    expect((await invite(owner, workspace.id, 'nobody-yet@example.com')).statusCode).toBe(201);
    await linkTokenFromEmail(t.app, 'nobody-yet@example.com', '/join');

    const unverified = await registerUser(t.app);
    expect((await invite(owner, workspace.id, unverified.email)).statusCode).toBe(201);
    await linkTokenFromEmail(t.app, unverified.email, '/join');
    const verified = await t.app.inject({
      method: 'POST',
      url: `/auth/verify-email/${await linkTokenFromEmail(t.app, unverified.email, '/signup/verify')}`,
    });
    expect(await notificationsOfType(verified.json<Account>(), 'workspace_invite')).toEqual([]);
  });

  it('goes out for each account of a bulk invitation too', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Bulk Co');
    const [first, second] = [await verifiedUser(t.app), await verifiedUser(t.app)];
    const bulk = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invitations/bulk`,
      headers: bearer(owner),
      payload: {
        invitations: [
          { email: first.email, role: 'member' },
          { email: 'bulk-nobody@example.com', role: 'guest' },
          { email: second.email, role: 'client' },
        ],
      },
    });
    expect(bulk.statusCode).toBe(200);
    expect((await notificationsOfType(first, 'workspace_invite'))[0]?.message).toContain(
      'as a member',
    );
    expect((await notificationsOfType(second, 'workspace_invite'))[0]?.message).toContain(
      'as a client',
    );
    await linkTokenFromEmail(t.app, 'bulk-nobody@example.com', '/join');
  });

  it("carries the inviter's and the workspace's names as text", async () => {
    const owner = await verifiedUser(t.app, { name: XSS });
    const workspace = await newWorkspace(owner, '<img src=x onerror=alert(2)>');
    const invitee = await verifiedUser(t.app);
    await invite(owner, workspace.id, invitee.email);
    const [notification] = await notificationsOfType(invitee, 'workspace_invite');
    expect(notification?.message).toBe(
      `<strong>${ESCAPED_XSS}</strong> invited you to join ` +
        '<strong>&lt;img src=x onerror=alert(2)&gt;</strong> as a member',
    );
    const [email] = await emailsAfterSignUp(invitee.email);
    expect(email?.htmlBody).not.toContain('<script>');
    expect(email?.htmlBody).not.toContain('<img');
  });
});

describe('invitation_accepted', () => {
  it("tells the inviter, and no one else, with a link to the new member's profile", async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Joiners Co');
    const admin = await verifiedUser(t.app);
    await addMember(t.app, owner, workspace.id, admin, 'admin');
    const newcomer = await verifiedUser(t.app, { name: 'Nina Newcomer' });
    await invite(admin, workspace.id, newcomer.email);

    const id = await pendingInvitationId(t.app, newcomer, workspace.id);
    expect((await answer(newcomer, id, 'accept')).statusCode).toBe(200);

    expect(await notificationsOfType(admin, 'invitation_accepted')).toEqual([
      expect.objectContaining({
        title: 'Invitation accepted',
        message:
          '<strong>Nina Newcomer</strong> accepted your invitation and joined <strong>Joiners Co</strong>',
        link: `/${workspace.url}/u/${newcomer.user.username}`,
        sender: expect.objectContaining({ _id: newcomer.user._id }) as unknown,
      }),
    ]);
    // The owner did not invite the newcomer (only the admin, whose acceptance they hear of).
    expect(
      (await notificationsOfType(owner, 'invitation_accepted')).map((each) => each.sender?._id),
    ).toEqual([admin.user._id]);
    expect(await notificationsOfType(newcomer, 'invitation_accepted')).toEqual([]);
  });

  it('tells nobody of a declined invitation, nor of an answer refused', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Declined Co');
    const decliner = await verifiedUser(t.app);
    await invite(owner, workspace.id, decliner.email);
    const id = await pendingInvitationId(t.app, decliner, workspace.id);
    expect((await answer(decliner, id, 'decline')).statusCode).toBe(200);
    expect((await answer(decliner, id, 'accept')).statusCode).toBe(410);
    expect(await notificationsOfType(owner, 'invitation_accepted')).toEqual([]);
  });

  it('tells nobody when the inviter has left the workspace since', async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Left Co');
    const admin = await verifiedUser(t.app);
    await addMember(t.app, owner, workspace.id, admin, 'admin');
    const newcomer = await verifiedUser(t.app);
    await invite(admin, workspace.id, newcomer.email);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${admin.user._id}`,
      headers: bearer(owner),
    });
    expect(removed.statusCode).toBe(200);

    const id = await pendingInvitationId(t.app, newcomer, workspace.id);
    expect((await answer(newcomer, id, 'accept')).statusCode).toBe(200);
    expect(await notificationsOfType(admin, 'invitation_accepted')).toEqual([]);
  });

  it("carries the new member's name as text", async () => {
    const owner = await verifiedUser(t.app);
    const workspace = await newWorkspace(owner, 'Names Co');
    const newcomer = await verifiedUser(t.app, { name: XSS });
    await addMember(t.app, owner, workspace.id, newcomer, 'member');
    const [notification] = await notificationsOfType(owner, 'invitation_accepted');
    expect(notification?.message).toBe(
      `<strong>${ESCAPED_XSS}</strong> accepted your invitation and joined <strong>Names Co</strong>`,
    );
  });
});
