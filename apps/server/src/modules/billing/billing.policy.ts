import { canInWorkspace } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/app-error';
import {
  authorizeWorkspace,
  workspaceNotFound,
  type Membership,
} from '../workspaces/workspace.policy';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

/**
 * The gate of every workspace billing route: a member whose role does not see billing
 * (managers, members, guests, clients) hears the same 404 as an outsider, so the billing pages
 * do not exist for them; an admin, who sees the plan, gets 403 for managing it.
 */
export async function authorizeBilling(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
  action: 'billing.view' | 'billing.manage',
): Promise<Membership> {
  const membership = await authorizeWorkspace(db, claims, workspaceRef, 'workspace.view');
  if (!canInWorkspace(membership.role, 'billing.view')) throw workspaceNotFound();
  if (!canInWorkspace(membership.role, action)) throw forbidden();
  return membership;
}

/** A billing route's gate (authorizeBilling), on its `:workspace` unless the route says where. */
export const billingGate = defineGate(
  'billing',
  (action: 'billing.view' | 'billing.manage', workspaceRefOf: IdOf = fromParams('workspace')) =>
    (db, claims, request) =>
      authorizeBilling(db, claims, workspaceRefOf(request), action),
);
