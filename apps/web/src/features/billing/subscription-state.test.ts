import { PLAN_LIMITS } from '@teamboard/shared/billing';
import { describe, expect, it } from 'vitest';
import { BILLING_NOW, buildSubscription } from '../../test/billing-fixtures';
import { daysLeft, isCheckoutConfirmed, planChoiceOf, statusSentence } from './subscription-state';

const active = buildSubscription({
  status: 'active',
  subscribedPlan: 'pro',
  interval: 'month',
  trialEndsAt: null,
  currentPeriodEnd: '2026-06-20T12:00:00.000Z',
});

describe('the subscription’s state', () => {
  it('counts a part day as a day left, never below none', () => {
    expect(daysLeft('2026-05-30T09:00:00.000Z', BILLING_NOW)).toBe(10);
    expect(daysLeft('2026-05-20T10:00:00.000Z', BILLING_NOW)).toBe(1);
    expect(daysLeft('2026-05-19T09:00:00.000Z', BILLING_NOW)).toBe(0);
  });

  it('says one day in the singular', () => {
    const lastDay = buildSubscription({ trialEndsAt: '2026-05-21T09:00:00.000Z' });
    expect(statusSentence(lastDay, BILLING_NOW)).toMatch(/^Trial: 1 day left, until /);
  });

  it('falls back to the plan in force when a past_due subscription is past its grace', () => {
    const lapsed = buildSubscription({
      ...active,
      plan: 'free',
      status: 'past_due',
      graceEndsAt: null,
      limits: PLAN_LIMITS.free,
    });
    expect(statusSentence(lapsed, BILLING_NOW)).toBe(
      'The last payment failed. The workspace is back on the Free plan. Update the payment method to keep it.',
    );
  });

  it('confirms a checkout only once a paid subscription runs, not during the workspace’s own trial', () => {
    expect(isCheckoutConfirmed(buildSubscription())).toBe(false);
    expect(isCheckoutConfirmed({ ...active, status: 'incomplete' })).toBe(false);
    expect(isCheckoutConfirmed(active)).toBe(true);
    expect(isCheckoutConfirmed({ ...active, status: 'trialing' })).toBe(true);
    expect(isCheckoutConfirmed(active, { plan: 'business', interval: null })).toBe(false);
    expect(isCheckoutConfirmed(active, { plan: active.subscribedPlan, interval: 'never' })).toBe(
      false,
    );
    expect(
      isCheckoutConfirmed(active, { plan: active.subscribedPlan, interval: active.interval }),
    ).toBe(true);
  });

  it('offers to buy without a live subscription, else to change it', () => {
    expect(planChoiceOf(buildSubscription(), 'pro', 'month')).toBe('upgrade');
    expect(planChoiceOf({ ...active, status: 'canceled' }, 'pro', 'month')).toBe('upgrade');
    expect(planChoiceOf(active, 'pro', 'month')).toBe('current');
    expect(planChoiceOf(active, 'pro', 'year')).toBe('change');
    expect(planChoiceOf(active, 'business', 'month')).toBe('change');
  });
});
