import type { Webhook, WebhookDeliveryDetail } from '@teamboard/shared/webhook';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooks } from '../../db/schema/index';
import { apiKeyCalls } from '../../test/api-key-calls';
import { boardCalls } from '../../test/board-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhookCalls } from '../../test/webhook-calls';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { createCast, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';

/** Without WEBHOOK_ALLOW_PRIVATE, as a hosted server runs. A public address nothing is sent to. */
const PUBLIC_URL = 'https://93.184.215.14/hooks';

let t: TestApp;
let cast: Cast;
let workspaceId: string;
let calls: ReturnType<typeof webhookCalls>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app);
  workspaceId = (await createWorkspaceWithCast(t.app, cast)).id;
  calls = webhookCalls(t, workspaceId);
});
afterAll(async () => {
  await t.close();
});

describe('managing webhooks', () => {
  it('owners and admins add one; the secret is shown once and never listed', async () => {
    const { webhook, secret } = await calls.add(cast.admin, {
      url: PUBLIC_URL,
      events: ['task.created', 'member.joined'],
    });
    expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(webhook).toMatchObject({
      workspaceId,
      boardId: null,
      url: PUBLIC_URL,
      events: ['task.created', 'member.joined'],
      active: true,
      failingSince: null,
      disabledAt: null,
    });
    const listed = await calls.list(cast.owner);
    expect(listed).toContainEqual(webhook);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('refuses managers, members, guests and clients (403), outsiders (404), the signed-out (401)', async () => {
    const { webhook } = await calls.add(cast.owner, { url: PUBLIC_URL, events: ['task.moved'] });
    for (const role of ['manager', 'member', 'guest', 'client'] as const) {
      expect(
        (await calls.create(cast[role], { url: PUBLIC_URL, events: ['task.moved'] })).statusCode,
      ).toBe(403);
      expect(
        (await calls.call(cast[role], 'GET', `/api/workspaces/${workspaceId}/webhooks`)).statusCode,
      ).toBe(403);
      expect(
        (await calls.call(cast[role], 'PUT', `/api/webhooks/${webhook._id}`, { active: false }))
          .statusCode,
      ).toBe(403);
      expect(
        (await calls.call(cast[role], 'DELETE', `/api/webhooks/${webhook._id}`)).statusCode,
      ).toBe(403);
      expect(
        (await calls.call(cast[role], 'GET', `/api/webhooks/${webhook._id}/deliveries`)).statusCode,
      ).toBe(403);
    }
    const outsider = await calls.call(cast.outsider, 'DELETE', `/api/webhooks/${webhook._id}`);
    expect(outsider.statusCode).toBe(404);
    expect(
      (await calls.create(cast.outsider, { url: PUBLIC_URL, events: ['task.moved'] })).statusCode,
    ).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${webhook._id}/deliveries`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await calls.list(cast.owner)).toContainEqual(webhook);
  });

  it('answers 404 for a webhook or delivery that is not there', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const webhook = await calls.call(cast.owner, 'PUT', `/api/webhooks/${missing}`, {
      active: false,
    });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json()).toMatchObject({ message: 'Webhook not found', code: 'NOT_FOUND' });
    const delivery = await calls.call(
      cast.owner,
      'POST',
      `/api/webhook-deliveries/${missing}/redeliver`,
    );
    expect(delivery.statusCode).toBe(404);
    expect(delivery.json()).toMatchObject({ message: 'Delivery not found' });
  });

  it('lets an API key of an owner manage them, as its owner could', async () => {
    const keys = apiKeyCalls(t);
    const { secret } = await keys.create(cast.owner, { name: 'automation', scope: 'write' });
    const created = await calls.create(keys.asKey(cast.owner, secret), {
      url: PUBLIC_URL,
      events: ['board.created'],
    });
    expect(created.statusCode).toBe(201);
    const member = await keys.create(cast.member, { name: 'mine', scope: 'write' });
    const refused = await calls.create(keys.asKey(cast.member, member.secret), {
      url: PUBLIC_URL,
      events: ['board.created'],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses bad input with the field at fault, and a board of another workspace', async () => {
    const cases: [object, string][] = [
      [{ url: 'ftp://example.com/x', events: ['task.created'] }, 'url'],
      [{ url: PUBLIC_URL, events: [] }, 'events'],
      [{ url: PUBLIC_URL, events: ['task.exploded'] }, 'events.0'],
      [{ url: PUBLIC_URL, events: ['task.created', 'task.created'] }, 'events'],
    ];
    for (const [payload, field] of cases) {
      const response = await calls.call(
        cast.owner,
        'POST',
        `/api/workspaces/${workspaceId}/webhooks`,
        payload,
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ details: { field: string }[] }>().details[0]?.field).toBe(field);
    }
    const otherWorkspace = await createWorkspaceWithCast(t.app, cast);
    const board = await boardCalls(t, otherWorkspace.id, cast.owner).newBoard();
    const response = await calls.create(cast.owner, {
      url: PUBLIC_URL,
      events: ['task.created'],
      boardId: board.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'No such board in this workspace' });
  });

  it('refuses loopback, private, link-local and metadata targets (SSRF), at creation and on change', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://localhost/hooks',
      'http://10.1.2.3/hooks',
      'http://192.168.0.10/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hooks',
      'http://[fd00:ec2::254]/hooks',
      'http://[::ffff:127.0.0.1]/hooks',
    ]) {
      const response = await calls.create(cast.owner, { url, events: ['task.created'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toContain('not allowed');
    }
    const { webhook } = await calls.add(cast.owner, { url: PUBLIC_URL, events: ['task.created'] });
    const changed = await calls.call(cast.owner, 'PUT', `/api/webhooks/${webhook._id}`, {
      url: 'http://169.254.169.254/latest',
    });
    expect(changed.statusCode).toBe(400);
    expect((await calls.list(cast.owner)).find((each) => each._id === webhook._id)?.url).toBe(
      PUBLIC_URL,
    );
  });

  it('changes, rotates the secret of and deletes a webhook', async () => {
    const { webhook, secret } = await calls.add(cast.owner, {
      url: PUBLIC_URL,
      events: ['task.created'],
    });
    const changed = await calls.call(cast.admin, 'PUT', `/api/webhooks/${webhook._id}`, {
      events: ['task.moved', 'task.deleted'],
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ webhook: Webhook }>().webhook).toMatchObject({
      events: ['task.moved', 'task.deleted'],
      active: false,
    });
    const rotated = await calls.call(
      cast.owner,
      'POST',
      `/api/webhooks/${webhook._id}/rotate-secret`,
    );
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json<{ secret: string }>().secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);

    const deleted = await calls.call(cast.owner, 'DELETE', `/api/webhooks/${webhook._id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await calls.list(cast.owner)).map((each) => each._id)).not.toContain(webhook._id);
  });

  it('queues a test event, and shows a delivery with its request', async () => {
    const { webhook } = await calls.add(cast.owner, { url: PUBLIC_URL, events: ['task.created'] });
    await calls.call(cast.owner, 'PUT', `/api/webhooks/${webhook._id}`, { active: false });
    const queued = await calls.call(cast.owner, 'POST', `/api/webhooks/${webhook._id}/test`);
    expect(queued.statusCode).toBe(202);
    const [delivery] = await calls.deliveries(cast.owner, webhook._id);
    expect(delivery).toMatchObject({
      event: 'webhook.test',
      status: 'pending',
      attempts: 0,
      responseStatus: null,
    });
    const detail = await calls.call(
      cast.admin,
      'GET',
      `/api/webhook-deliveries/${delivery?._id ?? ''}`,
    );
    const { request, response } = detail.json<{ delivery: WebhookDeliveryDetail }>().delivery;
    expect(request.url).toBe(PUBLIC_URL);
    expect(request.headers).toMatchObject({
      'Teamboard-Event': 'webhook.test',
      'Teamboard-Delivery': delivery?.eventId,
    });
    expect(JSON.parse(request.body)).toMatchObject({
      id: delivery?.eventId,
      type: 'webhook.test',
      workspaceId,
    });
    expect(response).toBeNull();
    const outsider = await calls.call(
      cast.outsider,
      'GET',
      `/api/webhook-deliveries/${delivery?._id ?? ''}`,
    );
    expect(outsider.statusCode).toBe(404);
  });

  it('checks the address again when delivering: a name that now resolves to this machine gets nothing', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { webhook } = await calls.add(cast.owner, {
        url: PUBLIC_URL,
        events: ['task.created'],
      });
      // As if the name's DNS answer changed after the webhook was saved (DNS rebinding).
      const rebound = receiver.url.replace('127.0.0.1', 'localhost');
      await t.app.ctx.db.update(webhooks).set({ url: rebound }).where(eq(webhooks.id, webhook._id));
      await calls.call(cast.owner, 'POST', `/api/webhooks/${webhook._id}/test`);
      await expect
        .poll(async () => (await calls.deliveries(cast.owner, webhook._id))[0]?.error, {
          timeout: 15_000,
        })
        .toMatch(/^localhost resolves to .+, a private or local address/);
      const [delivery] = await calls.deliveries(cast.owner, webhook._id);
      expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, attempts: 1 });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
