import type { Session } from '@teamboard/shared';
import type { App, AppOverrides } from '../app';
import { bearer, verifiedUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

/** A 1×1 PNG, for logo uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Account = Awaited<ReturnType<typeof verifiedUser>>;

export const MEMBER_ROLES = ['admin', 'manager', 'member', 'guest', 'client'] as const;

/** One person per role, plus someone outside the workspace. Reused across workspaces. */
export interface Cast {
  owner: Account;
  admin: Account;
  manager: Account;
  member: Account;
  guest: Account;
  client: Account;
  outsider: Account;
}

export async function createCast(app: App): Promise<Cast> {
  const cast = {} as Record<keyof Cast, Account>;
  for (const role of ['owner', ...MEMBER_ROLES, 'outsider'] as const) {
    cast[role] = await verifiedUser(app, { name: `The ${role}` });
  }
  return cast;
}

let workspaceCounter = 0;

/** A workspace owned by cast.owner with everyone else of the cast in their role. */
export async function createWorkspaceWithCast(
  app: App,
  cast: Cast,
): Promise<{ id: string; url: string }> {
  workspaceCounter += 1;
  const url = `ws-${process.pid}-${workspaceCounter}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(cast.owner),
    payload: { name: `Workspace ${workspaceCounter}`, url },
  });
  if (created.statusCode !== 201) throw new Error(`create workspace failed: ${created.body}`);
  const id = created.json<{ workspace: { _id: string } }>().workspace._id;
  for (const role of MEMBER_ROLES) {
    await addMember(app, cast.owner, id, cast[role], role);
  }
  return { id, url };
}

/** Adds `member` the only way there is: `actor` invites them, and they accept it signed in. */
export async function addMember(
  app: App,
  actor: Session,
  workspaceId: string,
  member: Account,
  role: string,
): Promise<void> {
  const invited = await app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/members`,
    headers: bearer(actor),
    payload: { email: member.email, role },
  });
  if (invited.statusCode !== 202) throw new Error(`invite failed: ${invited.body}`);
  const id = await pendingInvitationId(app, member, workspaceId);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/me/invitations/${id}/accept`,
    headers: bearer(member),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}

/** The id of `account`'s pending invitation to the workspace, as their invitations page lists it. */
export async function pendingInvitationId(
  app: App,
  account: Account,
  workspaceId: string,
): Promise<string> {
  const mine = await app.inject({
    method: 'GET',
    url: '/api/me/invitations',
    headers: bearer(account),
  });
  const invitation = mine
    .json<{ invitations: { _id: string; workspace: { _id: string } }[] }>()
    .invitations.find((each) => each.workspace._id === workspaceId);
  if (!invitation) throw new Error(`no pending invitation to ${workspaceId}: ${mine.body}`);
  return invitation._id;
}

/**
 * A fresh app (with `overrides`, such as a small budget) with the cast and one workspace holding
 * them all: the usual start of a board test.
 */
export async function castWorkspace(overrides: AppOverrides = {}): Promise<{
  t: TestApp;
  cast: Cast;
  workspace: { id: string; url: string };
}> {
  const t = await createTestApp(overrides);
  const cast = await createCast(t.app);
  return { t, cast, workspace: await createWorkspaceWithCast(t.app, cast) };
}
