import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@teamboard/shared/account-deletion';
import type { Database } from '../../db/client';
import {
  accountEvents,
  apiKeys,
  attachments,
  boardFavorites,
  boardMembers,
  boardPreferences,
  boardVisits,
  emailOutbox,
  emailTokens,
  loginChallenges,
  notificationEmails,
  notificationPreferences,
  notifications,
  recoveryCodes,
  refreshTokens,
  taskAssignees,
  taskMembers,
  users,
  workspaceInvitations,
  workspaceMembers,
  type UserRow,
} from '../../db/schema/index';

/** Rows that belong to the person alone: they go with the account. */
const OWN_ROWS = [
  refreshTokens,
  emailTokens,
  loginChallenges,
  apiKeys,
  accountEvents,
  recoveryCodes,
  notifications,
  notificationPreferences,
  notificationEmails,
  boardFavorites,
  boardPreferences,
  boardVisits,
  boardMembers,
  taskAssignees,
  taskMembers,
  workspaceMembers,
] as const;

/**
 * Removes everything personal of the user and turns the row into a "Deleted user". The row
 * itself stays: comments, task history, time entries and chat messages point at it and keep
 * showing who did them as "Deleted user". The placeholders are unique and not addressable
 * (.invalid), so the real address and username are free to register again and nothing can sign
 * in as the row: no password, no linked Google account, no way to receive a reset link.
 */
export async function erasePersonalData(db: Database, user: UserRow, at: Date): Promise<void> {
  for (const table of OWN_ROWS) await db.delete(table).where(eq(table.userId, user.id));
  const address = user.email.toLowerCase();
  await db
    .delete(workspaceInvitations)
    .where(eq(sql`lower(${workspaceInvitations.email})`, address));
  await db.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.toAddress})`, address));
  // The team keeps the files the person attached, without their name on them.
  await db.update(attachments).set({ uploadedBy: null }).where(eq(attachments.uploadedBy, user.id));

  const placeholder = `deleted-${randomUUID()}`;
  await db
    .update(users)
    .set({
      name: DELETED_USER_NAME,
      username: placeholder,
      email: `${placeholder}@deleted.invalid`,
      passwordHash: null,
      googleSub: null,
      emailVerifiedAt: null,
      role: 'user',
      avatar: null,
      teamSize: null,
      lastActiveWorkspaceUrl: null,
      // Every access token of the account dies with the old version, on every process.
      sessionVersion: sql`${users.sessionVersion} + 1`,
      totpPendingSecret: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: at,
    })
    .where(eq(users.id, user.id));
}
