import type { AppContext, Plans } from '../../context';
import { cancelBillingOf } from './cancel-on-delete.service';
import {
  assertCanActivateBoard,
  assertCanAddMember,
  assertCanChangeRole,
  assertCanCreateApiKey,
  assertCanInvite,
  assertCanStore,
  assertPlanFeature,
} from './plan-limits.service';

/** The plan limits and billing's part in deleting a workspace, as the context's `plans` port. */
export function createPlans(
  ctx: Pick<AppContext, 'config' | 'clock' | 'db' | 'stripe' | 'log'>,
): Plans {
  return {
    assertCanAddMember: (tx, workspaceId, role) => assertCanAddMember(ctx, tx, workspaceId, role),
    assertCanInvite: (db, workspaceId, role) => assertCanInvite(ctx, db, workspaceId, role),
    assertCanChangeRole: (tx, workspaceId, from, to) =>
      assertCanChangeRole(ctx, tx, workspaceId, from, to),
    assertCanActivateBoard: (tx, workspaceId) => assertCanActivateBoard(ctx, tx, workspaceId),
    assertPlanFeature: (db, workspaceId, feature) =>
      assertPlanFeature(ctx, db, workspaceId, feature),
    assertCanStore: (tx, workspaceId, bytes) => assertCanStore(ctx, tx, workspaceId, bytes),
    assertCanCreateApiKey: (tx, key) => assertCanCreateApiKey(ctx, tx, key),
    cancelBillingOf: (workspaceId) => cancelBillingOf(ctx, workspaceId),
  };
}
