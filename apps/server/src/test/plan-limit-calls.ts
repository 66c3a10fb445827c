import {
  ERROR_CODES,
  formatFileSize,
  type WorkspaceMembers,
  type WorkspaceRole,
} from '@teamboard/shared';
import {
  PLAN_LABELS,
  planLimitDetailsSchema,
  TRIAL_DAYS,
  type PaidPlan,
  type PlanLimitDetails,
  type PlanLimitName,
  type SubscriptionStatus,
} from '@teamboard/shared/billing';
import { expect } from 'vitest';
import { workspaceBilling } from '../db/schema/index';
import { hostedBillingEnv } from './billing-env';
import { bearer, signIn } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { DAY } from './test-clock';
import {
  createCast,
  createWorkspaceWithCast,
  MEMBER_ROLES,
  type Account,
  type Cast,
} from './workspace-fixture';

/** A hosted server (billing on) with the cast in one workspace, on its trial (Pro). */
export async function hostedCastWorkspace(): Promise<{
  t: TestApp;
  cast: Cast;
  workspace: { id: string; url: string };
}> {
  const t = await createTestApp({}, hostedBillingEnv());
  const cast = await createCast(t.app);
  return { t, cast, workspace: await createWorkspaceWithCast(t.app, cast) };
}

/**
 * Moves the clock a day past the trial of every workspace made so far (Free from then on,
 * unless subscribed) and signs `accounts` in again, in place: their access tokens expired.
 */
export async function endTrials(t: TestApp, accounts: Account[]): Promise<void> {
  t.clock.advance((TRIAL_DAYS + 1) * DAY);
  for (const account of accounts) Object.assign(account, await signIn(t.app, account));
}

/** Every account of the cast, the outsider too. */
export function castAccounts(cast: Cast): Account[] {
  return (['owner', ...MEMBER_ROLES, 'outsider'] as const).map((role) => cast[role]);
}

/**
 * Puts a workspace on a paid plan (or changes its subscription's status) as Stripe's webhooks
 * leave it: its billing row. Nothing here talks to Stripe.
 */
export async function setSubscription(
  t: TestApp,
  workspaceId: string,
  plan: PaidPlan,
  status: SubscriptionStatus,
): Promise<void> {
  const state = { plan, status, interval: 'month' as const, seats: 1 };
  await t.app.ctx.db
    .insert(workspaceBilling)
    .values({
      workspaceId,
      stripeCustomerId: `cus_${workspaceId}`,
      stripeSubscriptionId: `sub_${workspaceId}`,
      billingEmail: 'billing@example.com',
      ...state,
    })
    .onConflictDoUpdate({ target: workspaceBilling.workspaceId, set: state });
}

/** What the 402's message says the plan allows or lacks. */
const NAMED: Record<PlanLimitName, string> = {
  members: 'members (owner, admins, managers and members)',
  externalMembers: 'guests and clients',
  activeBoards: 'active boards',
  apiKeysPerPerson: 'API key',
  storageBytes: 'of attached files',
  workspaceReports: 'workspace reports',
  forms: 'forms',
  jiraImport: 'Jira import',
  securitySettings: 'security settings',
  auditLog: 'the audit log',
};

/** How the 402's message names the number allowed (storage as a size: "1 GB"). */
function allowedOf({ limit, max }: PlanLimitDetails): string {
  if (max === null) return '';
  return `${limit === 'storageBytes' ? formatFileSize(max) : max} `;
}

/** A 402 PLAN_LIMIT naming the plan and the limit, with exactly these details. */
export function expectPlanLimit(
  response: { statusCode: number; body: string },
  details: PlanLimitDetails,
): void {
  expect(response.statusCode, response.body).toBe(402);
  const body = JSON.parse(response.body) as { code: string; message: string; details: unknown };
  expect(body.code).toBe(ERROR_CODES.planLimit);
  expect(planLimitDetailsSchema.parse(body.details)).toEqual(details);
  const allowed = allowedOf(details);
  expect(body.message).toContain(`The ${PLAN_LABELS[details.plan]} plan`);
  expect(body.message).toContain(`${allowed}${NAMED[details.limit]}`);
}

/** Everyone in the workspace with their role, as its members page lists them. */
export async function rolesIn(
  t: TestApp,
  viewer: Account,
  workspaceId: string,
): Promise<Map<string, WorkspaceRole>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspaceId}/members`,
    headers: bearer(viewer),
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  const { members } = response.json<{ members: WorkspaceMembers }>();
  return new Map(
    Object.values(members)
      .flat()
      .map((member) => [member.user._id, member.role]),
  );
}
