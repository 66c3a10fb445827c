import { ERROR_CODES } from '@teamboard/shared';
import type {
  DeleteAccountInput,
  OwnedWorkspacesDetails,
} from '@teamboard/shared/account-deletion';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { AppError, badRequest } from '../../http/app-error';
import { assertCurrentPassword } from '../auth/current-password';
import { ownedWorkspacesOf } from './owned-workspaces.service';
import { erasePersonalData } from './personal-data.repo';
import { announceUserChange } from '../../events/user-events';
import { deleteWorkspace } from '../workspaces/workspaces.repo';
import { fallBackLastActiveWorkspace } from '../users/users.repo';

/**
 * Deletes the account: the password confirms it, workspaces owned with other people must change
 * hands first, workspaces owned alone go with it, and the person's data is erased in one
 * transaction that also ends every session and socket of theirs on every process.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: UserRow,
  input: DeleteAccountInput,
): Promise<void> {
  // A stolen session must not be enough to delete the account, so an account with no password
  // (Google sign-in only) sets one first through "Forgot password".
  if (!user.passwordHash) {
    throw badRequest(
      'Your account has no password. Set one with “Forgot password?” on the sign-in page, then delete the account.',
    );
  }
  await assertCurrentPassword(ctx, user, input.password, { field: 'password' });
  // Workspaces owned alone go with the account: their subscriptions stop first (Stripe cannot
  // be called inside the transaction; a failure there leaves everything as it was).
  const { alone } = await ownedWorkspacesOf(ctx.db, user.id);
  for (const workspace of alone) await ctx.plans.cancelBillingOf(workspace.id);

  await ctx.db.transaction(async (tx) => {
    const owned = await ownedWorkspacesOf(tx, user.id);
    if (owned.shared.length > 0) throw ownsSharedWorkspaces(owned.shared);
    for (const workspace of owned.alone) {
      await deleteWorkspace(tx, workspace.id);
      await fallBackLastActiveWorkspace(tx, workspace.url);
    }
    await erasePersonalData(tx, user, ctx.clock.now());
    // The session version moved on: every process closes the account's sockets when it hears this.
    await announceUserChange(tx, user.id);
  });
}

function ownsSharedWorkspaces(workspaces: OwnedWorkspacesDetails['workspaces']): AppError {
  const names = workspaces.map((workspace) => workspace.name).join(', ');
  const details: OwnedWorkspacesDetails = { workspaces };
  return new AppError(
    409,
    ERROR_CODES.conflict,
    `Transfer ownership of ${names} first: you own ${workspaces.length === 1 ? 'it' : 'them'} with other members.`,
    details,
  );
}
