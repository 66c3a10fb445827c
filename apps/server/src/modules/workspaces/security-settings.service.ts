import {
  DEFAULT_WORKSPACE_SECURITY,
  type updateWorkspaceSecurityInputSchema,
  type WorkspaceSecurity,
} from '@teamboard/shared/workspace-security';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { WorkspaceRow } from '../../db/schema/index';
import { announceMembersChange } from '../../events/user-events';
import { recordActivity } from './activity.repo';
import { lockSecuritySettings } from './security-settings.repo';
import type { Membership } from './workspace.policy';
import { updateWorkspace } from './workspaces.repo';

type SecurityInput = z.output<typeof updateWorkspaceSecurityInputSchema>;

export function presentSecurity(workspace: WorkspaceRow): WorkspaceSecurity {
  return {
    invitePolicy: workspace.invitePolicy,
    allowedEmailDomains: workspace.allowedEmailDomains,
    apiKeysAllowed: workspace.apiKeysAllowed,
  };
}

/**
 * A new workspace's settings: allowed on every plan, so a workspace that lost its security
 * settings can always go back to them.
 */
function isDefaultSecurity(input: SecurityInput): boolean {
  const defaults = DEFAULT_WORKSPACE_SECURITY;
  return (
    input.invitePolicy === defaults.invitePolicy &&
    input.allowedEmailDomains.length === 0 &&
    input.apiKeysAllowed === defaults.apiKeysAllowed
  );
}

/** What the audit log keeps of a change: each setting that changed, before and after. */
export type SecurityChanges = Partial<{
  invitePolicy: { from: string; to: string };
  allowedEmailDomains: { added: string[]; removed: string[] };
  apiKeysAllowed: { from: boolean; to: boolean };
}>;

function changesBetween(before: WorkspaceSecurity, after: SecurityInput): SecurityChanges {
  const changes: SecurityChanges = {};
  if (before.invitePolicy !== after.invitePolicy)
    changes.invitePolicy = { from: before.invitePolicy, to: after.invitePolicy };
  const added = after.allowedEmailDomains.filter((d) => !before.allowedEmailDomains.includes(d));
  const removed = before.allowedEmailDomains.filter((d) => !after.allowedEmailDomains.includes(d));
  if (added.length > 0 || removed.length > 0) changes.allowedEmailDomains = { added, removed };
  if (before.apiKeysAllowed !== after.apiKeysAllowed)
    changes.apiKeysAllowed = { from: before.apiKeysAllowed, to: after.apiKeysAllowed };
  return changes;
}

/**
 * Replaces the workspace's security settings; what changed goes to the audit log in the same
 * transaction (nothing when the settings were already so). Only the defaults are allowed
 * without the plan's security settings; stored ones keep applying after a downgrade.
 */
export async function updateSecuritySettings(
  ctx: AppContext,
  { workspace, user }: Membership,
  input: SecurityInput,
): Promise<WorkspaceSecurity> {
  if (!isDefaultSecurity(input))
    await ctx.plans.assertPlanFeature(ctx.db, workspace.id, 'securitySettings');
  return ctx.db.transaction(async (tx) => {
    const before = await lockSecuritySettings(tx, workspace.id);
    const changes = changesBetween(before, input);
    if (Object.keys(changes).length === 0) return before;
    const updated = await updateWorkspace(tx, workspace.id, input);
    await recordActivity(tx, {
      workspaceId: workspace.id,
      actorId: user.id,
      action: 'security.updated',
      data: { changes },
    });
    // The members' open key sockets leave its rooms at once (or may hear of it again).
    if (changes.apiKeysAllowed) await announceMembersChange(tx, workspace.id);
    return presentSecurity(updated);
  });
}
