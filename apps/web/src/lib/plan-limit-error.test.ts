import { planLimitDetailsSchema, type PlanLimitDetails } from '@teamboard/shared/billing';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isPlanLimitError, upgradePathOf } from './plan-limit-error';

const DETAILS: PlanLimitDetails = {
  limit: 'activeBoards',
  plan: 'free',
  max: 3,
  upgradeUrl: '/acme/settings/subscription',
};

const refusal = (details: unknown, code = 'PLAN_LIMIT') =>
  new ApiError(402, code, 'The Free plan allows 3 active boards. Upgrade to add more.', details);

describe('a plan limit answer', () => {
  it('names the page to upgrade from, as the shared schema reads it', () => {
    const error = refusal(DETAILS);
    expect(isPlanLimitError(error)).toBe(true);
    expect(upgradePathOf(error)).toBe(planLimitDetailsSchema.parse(DETAILS).upgradeUrl);
    expect(upgradePathOf(refusal({ ...DETAILS, upgradeUrl: '/account/billing' }))).toBe(
      '/account/billing',
    );
  });

  it('offers no way up without an in-app path', () => {
    expect(upgradePathOf(refusal(undefined))).toBeNull();
    expect(upgradePathOf(refusal({ ...DETAILS, upgradeUrl: 42 }))).toBeNull();
    expect(upgradePathOf(refusal({ ...DETAILS, upgradeUrl: 'https://evil.example' }))).toBeNull();
    expect(upgradePathOf(refusal({ ...DETAILS, upgradeUrl: '//evil.example/x' }))).toBeNull();
  });

  it('is told from any other refusal', () => {
    expect(isPlanLimitError(refusal(DETAILS, 'FORBIDDEN'))).toBe(false);
    expect(upgradePathOf(refusal(DETAILS, 'FORBIDDEN'))).toBeNull();
    expect(isPlanLimitError(new Error('PLAN_LIMIT'))).toBe(false);
  });
});
