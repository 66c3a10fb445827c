import type { CreateApiKeyInput } from '@teamboard/shared/api-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import { bearer } from '../../test/factories';
import {
  castAccounts,
  endTrials,
  expectPlanLimit,
  hostedCastWorkspace,
  setSubscription,
} from '../../test/plan-limit-calls';
import type { TestApp } from '../../test/test-app';
import type { Account, Cast } from '../../test/workspace-fixture';

/**
 * API keys a person on a hosted server: Free allows one. A key restricted to a workspace is held
 * to that workspace's plan; any other key to the best plan among the workspaces where the person
 * holds a paid seat (Free with none).
 */

let t: TestApp;
let cast: Cast;
/** On its trial (Pro), then Free. */
let workspace: { id: string; url: string };
/** The manager's own workspace, on Business throughout. */
let business: { id: string; url: string };
let keys: ReturnType<typeof apiKeyCalls>;
/** The member's first key, made during the trial. */
let memberSecret: string;

beforeAll(async () => {
  ({ t, cast, workspace } = await hostedCastWorkspace());
  keys = apiKeyCalls(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(cast.manager),
    payload: { name: 'Paid for', url: `paid-for-${Date.now()}` },
  });
  const { _id, url } = created.json<{ workspace: { _id: string; url: string } }>().workspace;
  business = { id: _id, url };
  await setSubscription(t, business.id, 'business', 'active');
});
afterAll(async () => {
  await t.close();
});

const create = (account: Account, input: CreateApiKeyInput) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/api-keys',
    headers: bearer(account),
    payload: input,
  });
const unrestricted = () => ({
  limit: 'apiKeysPerPerson' as const,
  plan: 'free' as const,
  max: 1,
  upgradeUrl: '/account/billing',
});
const restrictedTo = (where: { url: string }) => ({
  ...unrestricted(),
  upgradeUrl: `/${where.url}/settings/subscription`,
});

describe('during the trial', () => {
  it('gives a paid seat of a workspace on its trial as many keys as they like', async () => {
    memberSecret = (await keys.create(cast.member, { name: 'One', scope: 'read' })).secret;
    await keys.create(cast.member, { name: 'Two', scope: 'write' });
    await keys.create(cast.member, { name: 'Three', scope: 'read', workspaceId: workspace.id });
    expect(await keys.list(cast.member)).toHaveLength(3);
  });

  it('gives someone in no workspace one key', async () => {
    await keys.create(cast.outsider, { name: 'Mine', scope: 'read' });
    expectPlanLimit(await create(cast.outsider, { name: 'More', scope: 'read' }), unrestricted());
    expect(await keys.list(cast.outsider)).toHaveLength(1);
  });

  it('gives a guest one unrestricted key, and keys for the workspace by its plan', async () => {
    await keys.create(cast.guest, { name: 'Mine', scope: 'read' });
    expectPlanLimit(await create(cast.guest, { name: 'More', scope: 'read' }), unrestricted());
    await keys.create(cast.guest, { name: 'Here', scope: 'read', workspaceId: workspace.id });
    expect(await keys.list(cast.guest)).toHaveLength(2);
  });
});

describe('after the trial (Free)', () => {
  beforeAll(async () => {
    await endTrials(t, castAccounts(cast));
  });

  it('keeps the keys already made at work, but refuses another, creating nothing', async () => {
    const asKey = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}`,
      headers: bearer(keys.asKey(cast.member, memberSecret)),
    });
    expect(asKey.statusCode).toBe(200);

    expectPlanLimit(await create(cast.member, { name: 'Four', scope: 'read' }), unrestricted());
    expectPlanLimit(
      await create(cast.member, { name: 'Four', scope: 'read', workspaceId: workspace.id }),
      restrictedTo(workspace),
    );
    expect(await keys.list(cast.member)).toHaveLength(3);
  });

  it('makes one key again once the person holds none', async () => {
    for (const key of await keys.list(cast.member))
      expect((await keys.revoke(cast.member, key._id)).statusCode).toBe(200);
    await keys.create(cast.member, { name: 'Fresh', scope: 'read' });
    expectPlanLimit(await create(cast.member, { name: 'Again', scope: 'read' }), unrestricted());
  });

  it('gives a paid seat in a Business workspace unrestricted keys, not keys for a Free one', async () => {
    await keys.create(cast.manager, { name: 'First', scope: 'read' });
    await keys.create(cast.manager, { name: 'Second', scope: 'write' });
    await keys.create(cast.manager, { name: 'Biz', scope: 'read', workspaceId: business.id });
    expectPlanLimit(
      await create(cast.manager, { name: 'Free one', scope: 'read', workspaceId: workspace.id }),
      restrictedTo(workspace),
    );
    expect(await keys.list(cast.manager)).toHaveLength(3);
  });

  it('answers 400 and 404 before the plan', async () => {
    expect((await create(cast.member, { name: '', scope: 'read' })).statusCode).toBe(400);
    const elsewhere = await create(cast.outsider, {
      name: 'Not mine',
      scope: 'read',
      workspaceId: workspace.id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
