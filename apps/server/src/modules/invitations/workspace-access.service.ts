import type { WorkspaceAccessStatus } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { keyMayLearnOf, type AccessTokenClaims } from '../../http/caller';
import { findMemberRole } from '../workspaces/members.repo';
import { workspaceNotFound } from '../workspaces/workspace.policy';
import { findWorkspace } from '../workspaces/workspaces.repo';
import { findLivePending } from './invitations.repo';

/**
 * What the web's workspace guard needs; never says whether a workspace exists to an outsider.
 * An API key that does not reach the workspace (or, restricted to another, any name at all)
 * gets the 404 of every workspace route instead.
 */
export async function workspaceAccess(
  ctx: AppContext,
  claims: AccessTokenClaims,
  user: UserRow,
  ref: string,
): Promise<WorkspaceAccessStatus> {
  const workspace = await findWorkspace(ctx.db, ref);
  if (!keyMayLearnOf(claims, workspace?.id)) throw workspaceNotFound();
  if (!workspace) return 'not_found';
  if (await findMemberRole(ctx.db, workspace.id, user.id)) return 'allowed';
  const invitation = await findLivePending(ctx.db, workspace.id, user.email, ctx.clock.now());
  return invitation ? 'invited' : 'not_found';
}
