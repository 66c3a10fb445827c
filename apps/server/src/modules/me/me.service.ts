import {
  ERROR_CODES,
  type changePasswordInputSchema,
  type OnboardingInput,
  type Session,
  type UpdateProfileInput,
  type User,
} from '@teamboard/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Membership } from '../workspaces/workspace.policy';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../http/app-error';
import { keyMayLearnOf, type AccessTokenClaims } from '../../http/caller';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { revokeEveryKey } from '../api-keys/api-keys.service';
import { createSession, endEverySession } from '../auth/sessions.service';
import { assertCurrentPassword } from '../auth/current-password';
import { findWorkspace } from '../workspaces/workspaces.repo';
import { presentUser } from '../users/user.presenter';
import { findUserByUsername, replacePassword, updateUser } from '../users/users.repo';

const USERNAME_TAKEN = 'Username already taken';

/**
 * The caller's own account as their credentials may see it: an API key is told the last active
 * workspace only if it reaches it (not restricted to another one, not refused by its settings),
 * so a key limited to one workspace never learns of another through the account.
 */
export async function myAccount(
  db: Database,
  claims: AccessTokenClaims,
  row: UserRow,
): Promise<User> {
  const user = presentUser(row);
  if (!claims.apiKey || row.lastActiveWorkspaceUrl === null) return user;
  const workspace = await findWorkspace(db, row.lastActiveWorkspaceUrl);
  if (keyMayLearnOf(claims, workspace?.id)) return user;
  return { ...user, lastActiveWorkspaceURL: null };
}

type ChangePasswordRequest = z.output<typeof changePasswordInputSchema>;

/** Name, username and avatar only; the schema refuses anything else. */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: UpdateProfileInput,
): Promise<UserRow> {
  if (input.username && input.username !== user.username) {
    const owner = await findUserByUsername(ctx.db, input.username);
    if (owner) throw usernameTaken();
  }
  try {
    return await updateUser(ctx.db, user.id, input);
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_unique') throw usernameTaken();
    throw error;
  }
}

/**
 * Checks the current password (at most 5 wrong ones per 15 minutes), stores the new one, signs
 * every other session out and returns a fresh session for the caller so this tab stays signed in.
 * The API keys are revoked too when asked (after a suspected compromise); by default they keep
 * working, so a routine change does not break the person's scripts.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: ChangePasswordRequest,
  client: ClientInfo,
): Promise<Session> {
  await assertCurrentPassword(ctx, user, input.currentPassword, {
    field: 'currentPassword',
    message: 'Current password is incorrect',
  });
  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const { session, revokedKeys } = await ctx.db.transaction(async (tx) => {
    await endEverySession(tx, user.id, now);
    await recordAccountEvent(tx, {
      userId: user.id,
      type: 'password_changed',
      client,
      data: { via: 'settings' },
    });
    const revoked = input.revokeApiKeys
      ? await revokeEveryKey(tx, user.id, { at: now, client, via: 'password_change' })
      : [];
    const changed = await replacePassword(tx, user.id, passwordHash);
    return { session: await createSession(ctx, tx, changed, client), revokedKeys: revoked };
  });
  ctx.endedSessions.add(revokedKeys);
  return session;
}

/** The team size the user gave when starting out. */
export async function completeOnboarding(
  ctx: AppContext,
  user: UserRow,
  teamSize: OnboardingInput['teamSize'],
): Promise<UserRow> {
  return updateUser(ctx.db, user.id, { teamSize });
}

/** The workspace the app opens next time. */
export async function setLastActiveWorkspace(
  ctx: AppContext,
  { user, workspace }: Membership,
): Promise<UserRow> {
  return updateUser(ctx.db, user.id, { lastActiveWorkspaceUrl: workspace.url });
}

function usernameTaken() {
  return conflict(USERNAME_TAKEN, ERROR_CODES.usernameTaken, [
    { field: 'username', message: USERNAME_TAKEN },
  ]);
}
