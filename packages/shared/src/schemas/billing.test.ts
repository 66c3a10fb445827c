import { describe, expect, it } from 'vitest';
import { effectivePlan, type PlanInputs } from './billing';

const created = new Date('2026-01-01T00:00:00Z');
const day = (n: number) => new Date(created.getTime() + n * 86_400_000);
const hosted = (subscription: PlanInputs['subscription']): PlanInputs => ({
  billingEnabled: true,
  workspaceCreatedAt: created,
  trialDays: 14,
  subscription,
});

describe('effectivePlan', () => {
  it('is self-hosted whenever billing is off', () => {
    expect(effectivePlan({ ...hosted(null), billingEnabled: false }, day(400))).toBe('self_hosted');
  });

  it('gives Pro during the workspace’s own trial, then Free', () => {
    expect(effectivePlan(hosted(null), day(13))).toBe('pro');
    expect(effectivePlan(hosted(null), day(14))).toBe('free');
    expect(effectivePlan({ ...hosted(null), trialDays: 0 }, day(0))).toBe('free');
  });

  it('gives a trialing or active subscription its plan', () => {
    const business = { plan: 'business' as const, pastDueSince: null };
    expect(effectivePlan(hosted({ ...business, status: 'active' }), day(100))).toBe('business');
    expect(effectivePlan(hosted({ ...business, status: 'trialing' }), day(3))).toBe('business');
  });

  it('keeps a past_due plan for 7 days from the first failure', () => {
    const pastDue = hosted({ plan: 'business', status: 'past_due', pastDueSince: day(40) });
    expect(effectivePlan(pastDue, day(46))).toBe('business');
    expect(effectivePlan(pastDue, day(47))).toBe('free');
  });

  it('falls back to the trial or Free when canceled or incomplete', () => {
    for (const status of ['canceled', 'incomplete'] as const) {
      const ended = hosted({ plan: 'business', status, pastDueSince: null });
      expect(effectivePlan(ended, day(5))).toBe('pro');
      expect(effectivePlan(ended, day(30))).toBe('free');
    }
  });
});
