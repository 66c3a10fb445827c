import {
  PLAN_LIMITS,
  type BillingPlansResponse,
  type PlanPrice,
  type Subscription,
} from '@teamboard/shared/billing';
import { json, type Handler } from './fetch-mock';

/** Now, in the billing tests: Wednesday 20 May 2026, 09:00 UTC. */
export const BILLING_NOW = new Date('2026-05-20T09:00:00.000Z');

/** A workspace on its own 14-day Pro trial, 10 days left (of BILLING_NOW), with 3 paid members and 2 boards. */
export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const plan = overrides.plan ?? 'pro';
  return {
    plan,
    status: 'trialing',
    subscribedPlan: null,
    interval: null,
    seats: 3,
    trialEndsAt: '2026-05-30T09:00:00.000Z',
    graceEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    limits: PLAN_LIMITS[plan],
    usage: { members: 3, externalMembers: 1, activeBoards: 2, storageBytes: 0 },
    ...overrides,
  };
}

export const PRICES: PlanPrice[] = [
  { plan: 'pro', interval: 'month', unitAmount: 800, currency: 'usd' },
  { plan: 'pro', interval: 'year', unitAmount: 8000, currency: 'usd' },
  { plan: 'business', interval: 'month', unitAmount: 1500, currency: 'usd' },
  { plan: 'business', interval: 'year', unitAmount: 15000, currency: 'usd' },
];

const HOSTED: BillingPlansResponse = { billingEnabled: true, prices: PRICES };
const SELF_HOSTED: BillingPlansResponse = { billingEnabled: false, prices: [] };

/** `GET /api/billing/plans` of a server with Stripe set up, or of a self-hosted one. */
export function plansHandler(hosted: boolean): Record<string, Handler> {
  return { 'GET /api/billing/plans': () => json(200, hosted ? HOSTED : SELF_HOSTED) };
}

/** What a self-hosted server says of every workspace's subscription. */
export function selfHostedSubscription(): Subscription {
  return buildSubscription({
    plan: 'self_hosted',
    status: null,
    trialEndsAt: null,
    limits: PLAN_LIMITS.self_hosted,
  });
}

/** A 402 PLAN_LIMIT answer as the server writes it. */
export function planLimitAnswer(message: string, upgradeUrl = '/acme/settings/subscription') {
  return json(402, {
    message,
    code: 'PLAN_LIMIT',
    details: { limit: 'activeBoards', plan: 'free', max: 3, upgradeUrl },
  });
}
