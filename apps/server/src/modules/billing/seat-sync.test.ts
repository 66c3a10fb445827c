import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceBilling } from '../../db/schema/index';
import {
  billingCalls,
  createHostedBillingApp,
  subscribe,
  type HostedBillingApp,
} from '../../test/billing-calls';
import { bearer, verifiedUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  addMember,
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';
import { syncSeats } from './seat-sync.service';

let hosted: HostedBillingApp;
let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof billingCalls>;

beforeAll(async () => {
  hosted = await createHostedBillingApp();
  t = hosted.t;
  cast = await createCast(t.app);
  calls = billingCalls(t);
});
afterAll(async () => {
  await hosted.close();
});

const quantityOnStripe = (subscriptionId: string) =>
  hosted.stripe.subscription(subscriptionId).items.data[0]?.quantity;
const updatesOf = (subscriptionId: string) =>
  hosted.stripe.requests.filter(
    ({ method, path }) => method === 'POST' && path === `/v1/subscriptions/${subscriptionId}`,
  );
const seatsBilled = async (workspaceId: string) =>
  (await calls.subscriptionOf(cast.owner, workspaceId)).seats;

describe('seat sync', () => {
  let workspace: { id: string; url: string };
  let subscriptionId: string;
  let joiner: Account;
  beforeAll(async () => {
    workspace = await createWorkspaceWithCast(t.app, cast);
    subscriptionId = await subscribe(t, hosted.stripe, cast.owner, workspace.id);
    joiner = await verifiedUser(t.app);
  });

  it('leaves Stripe alone while the seats match the paid members', async () => {
    expect(quantityOnStripe(subscriptionId)).toBe(4);
    await syncSeats(t.app.ctx);
    expect(updatesOf(subscriptionId)).toEqual([]);
  });

  it('bills a paid member who joins, with prorations; a guest costs nothing', async () => {
    await addMember(t.app, cast.owner, workspace.id, joiner, 'member');
    await addMember(t.app, cast.owner, workspace.id, await verifiedUser(t.app), 'guest');
    expect(await syncSeats(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(quantityOnStripe(subscriptionId)).toBe(5);
    const item = hosted.stripe.subscription(subscriptionId).items.data[0];
    expect(updatesOf(subscriptionId).at(-1)?.body).toEqual({
      items: [{ id: item?.id, quantity: '5' }],
      proration_behavior: 'create_prorations',
    });

    // The stored seats wait for Stripe's word; asking again before it comes sends nothing.
    expect(await seatsBilled(workspace.id)).toBe(4);
    const updates = updatesOf(subscriptionId).length;
    expect(await syncSeats(t.app.ctx)).toBe(0);
    expect(updatesOf(subscriptionId)).toHaveLength(updates);
    await calls.deliverAll(hosted.stripe.events.slice(-1));
    expect(await seatsBilled(workspace.id)).toBe(5);
  });

  it('stops billing a member who leaves', async () => {
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${joiner.user._id}`,
      headers: bearer(joiner),
    });
    expect(left.statusCode).toBe(200);
    await syncSeats(t.app.ctx);
    expect(quantityOnStripe(subscriptionId)).toBe(4);
    await calls.deliverAll(hosted.stripe.events.slice(-1));
    expect(await seatsBilled(workspace.id)).toBe(4);
  });

  it('goes on to the other workspaces when one fails', async () => {
    const broken = await createWorkspaceWithCast(t.app, cast);
    await subscribe(t, hosted.stripe, cast.owner, broken.id);
    await t.app.ctx.db
      .update(workspaceBilling)
      .set({ stripeItemId: 'si_gone', seats: 1 })
      .where(eq(workspaceBilling.workspaceId, broken.id));
    // Billed after the broken one, so synced after it.
    const growing = await createWorkspaceWithCast(t.app, cast);
    const growingSubscription = await subscribe(t, hosted.stripe, cast.owner, growing.id);
    await addMember(t.app, cast.owner, growing.id, await verifiedUser(t.app), 'manager');

    await syncSeats(t.app.ctx);
    expect(quantityOnStripe(growingSubscription)).toBe(5);
  });
});
