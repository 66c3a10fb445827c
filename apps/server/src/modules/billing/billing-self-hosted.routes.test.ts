import { PLAN_LIMITS } from '@teamboard/shared/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCalls } from '../../test/billing-calls';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCast, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';

const USAGE = { members: 4, externalMembers: 2, activeBoards: 0, storageBytes: 0 };

describe('a self-hosted server', () => {
  let selfHosted: TestApp;
  let people: Cast;
  let own: { id: string; url: string };
  beforeAll(async () => {
    selfHosted = await createTestApp();
    people = await createCast(selfHosted.app);
    own = await createWorkspaceWithCast(selfHosted.app, people);
  });
  afterAll(async () => {
    await selfHosted.close();
  });

  it('puts every workspace on the unlimited Self-hosted plan, with its usage', async () => {
    const local = billingCalls(selfHosted);
    expect(await local.subscriptionOf(people.owner, own.id)).toEqual({
      plan: 'self_hosted',
      status: null,
      subscribedPlan: null,
      interval: null,
      seats: 4,
      trialEndsAt: null,
      graceEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      limits: PLAN_LIMITS.self_hosted,
      usage: USAGE,
    });
    expect(await local.plansOf(people.member)).toEqual({ billingEnabled: false, prices: [] });
    expect(await local.mineOf(people.owner)).toEqual([
      {
        workspace: { _id: own.id, name: expect.any(String) as string, url: own.url },
        plan: 'self_hosted',
        status: null,
        seats: 4,
        nextInvoice: null,
      },
    ]);
  });

  it('has nothing to buy: 404 "Billing is not enabled on this server"', async () => {
    const local = billingCalls(selfHosted);
    for (const response of [
      await local.checkout(people.owner, own.id, { plan: 'pro', interval: 'month' }),
      await local.portal(people.owner, own.id),
      await local.details(people.owner, own.id),
      await local.updateDetails(people.owner, own.id, { email: 'pay@example.com' }),
      await local.deliver({ payload: '{}', header: 't=1,v1=00' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Billing is not enabled on this server' });
    }
  });
});
