import type { Webhook } from '@teamboard/shared/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
import { signIn } from '../../test/factories';
import { emailsTo, createTestApp, type TestApp } from '../../test/test-app';
import { DAY, HOUR } from '../../test/test-clock';
import { webhookCalls } from '../../test/webhook-calls';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import {
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

const SOON = { timeout: 15_000, interval: 50 };

let t: TestApp;
let cast: Cast;
let workspaceId: string;
let target: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SECONDS: '0.05', WEBHOOK_POLL_SECONDS: '0.05' },
  );
  cast = await createCast(t.app);
  workspaceId = (await createWorkspaceWithCast(t.app, cast)).id;
  target = await startWebhookReceiver(Array<number>(1000).fill(500));
});
afterAll(async () => {
  await target.close();
  await t.close();
});

describe('a receiver that keeps failing', () => {
  it('gets each event retried for 24 hours, then the webhook is turned off after 3 days and its owner told', async () => {
    let admin: Account = cast.admin;
    const calls = webhookCalls(t, workspaceId);
    const { webhook } = await calls.add(admin, { url: target.url, events: ['task.created'] });
    const board = await boardCalls(t, workspaceId, cast.owner).newBoard('Unheard');
    const task = (account: Account, title: string) =>
      boardCalls(t, workspaceId, account).newTask(board, { title });
    const deliveries = () => calls.deliveries(admin, webhook._id);
    const webhookNow = async () =>
      (await calls.list(admin)).find((each) => each._id === webhook._id) as Webhook;

    await task(cast.owner, 'First');
    await expect.poll(async () => (await deliveries())[0]?.attempts ?? 0, SOON).toBeGreaterThan(2);
    expect((await deliveries())[0]?.status).toBe('pending');
    expect((await webhookNow()).failingSince).not.toBeNull();

    // A day later its next attempt is past the 24 hours: the delivery is marked failed.
    t.clock.advance(25 * HOUR);
    admin = await signIn(t.app, cast.admin);
    await expect.poll(async () => (await deliveries())[0]?.status, SOON).toBe('failed');
    expect((await webhookNow()).active).toBe(true);

    // Three days of failures: the next failure turns it off, and its creator hears of it.
    t.clock.advance(2 * DAY);
    admin = await signIn(t.app, cast.admin);
    const owner = await signIn(t.app, cast.owner);
    await task(owner, 'Second');
    await expect.poll(async () => (await webhookNow()).active, SOON).toBe(false);
    expect((await webhookNow()).disabledAt).not.toBeNull();
    const [email] = await emailsTo(t.app, cast.admin.email);
    expect(email?.subject).toMatch(/^A webhook of .+ was turned off$/);
    expect(email?.textBody).toContain(target.url);

    // Off, it hears nothing; turned back on, it hears the changes from then on.
    const heard = await deliveries();
    await task(owner, 'While off');
    expect(await deliveries()).toEqual(heard);
    const turnedOn = await calls.call(admin, 'PUT', `/api/webhooks/${webhook._id}`, {
      active: true,
    });
    expect(turnedOn.json<{ webhook: Webhook }>().webhook).toMatchObject({
      active: true,
      failingSince: null,
      disabledAt: null,
    });
    await task(owner, 'Back on');
    await expect
      .poll(() => target.received.map((request) => JSON.stringify(request.payload.data)), SOON)
      .toContainEqual(expect.stringContaining('Back on'));
    expect(JSON.stringify(target.received)).not.toContain('While off');
  });
});
