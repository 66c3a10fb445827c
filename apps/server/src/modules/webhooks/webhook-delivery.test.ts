import { WEBHOOK_EVENTS, type WebhookDelivery } from '@teamboard/shared/webhook';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announce, systemInitiator } from '../../events/board-events';
import { boardCalls } from '../../test/board-fixture';
import { verifiedUser } from '../../test/factories';
import { HOUR, MINUTE } from '../../test/test-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhookCalls } from '../../test/webhook-calls';
import {
  signatureHolds,
  startWebhookReceiver,
  type Answer,
  type WebhookReceiver,
} from '../../test/webhook-receiver';
import {
  addMember,
  createCast,
  createWorkspaceWithCast,
  type Cast,
} from '../../test/workspace-fixture';

/** A receiver on this machine: allowed here, as on a self-hosted network; retries come fast. */
const WEBHOOK_ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_SECONDS: '0.05',
  WEBHOOK_POLL_SECONDS: '0.05',
};
const SOON = { timeout: 15_000, interval: 50 };

let t: TestApp;
let cast: Cast;
let workspaceId: string;
let calls: ReturnType<typeof webhookCalls>;
let board: ReturnType<typeof boardCalls>;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  t = await createTestApp({}, WEBHOOK_ENV);
  cast = await createCast(t.app);
  workspaceId = (await createWorkspaceWithCast(t.app, cast)).id;
  calls = webhookCalls(t, workspaceId);
  board = boardCalls(t, workspaceId, cast.owner);
});
afterEach(async () => {
  // Each test's webhooks stop hearing the workspace: the next test's receiver starts afresh.
  for (const webhook of await calls.list(cast.owner)) {
    await calls.call(cast.owner, 'DELETE', `/api/webhooks/${webhook._id}`);
  }
  for (const receiver of receivers.splice(0)) await receiver.close();
});
afterAll(async () => {
  await t.close();
});

async function receiver(answers: Answer[] = []): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(answers);
  receivers.push(started);
  return started;
}

const header = (request: WebhookReceiver['received'][number], name: string) =>
  request.headers[name.toLowerCase()];

describe('webhook deliveries', () => {
  it('brings the workspace’s changes in order, signed, with the event and delivery headers', async () => {
    const target = await receiver();
    const { secret } = await calls.add(cast.admin, {
      url: target.url,
      events: [...WEBHOOK_EVENTS],
    });
    const project = await board.newBoard('Webhooks');
    const task = await board.newTask(project, { title: 'Hear about it' });
    await board.moveTask(task._id, project.columns[1], 'top');
    await board.updateTask(task._id, { title: 'Heard about it' });
    const comment = await board.inject(cast.owner, 'POST', `/api/tasks/${task._id}/comments`, {
      content: 'Sent to the receiver',
      mentions: [],
    });
    expect(comment.statusCode).toBe(201);
    await board.inject(cast.owner, 'DELETE', `/api/tasks/${task._id}`);
    const newcomer = await verifiedUser(t.app, { name: 'New Nora' });
    await addMember(t.app, cast.owner, workspaceId, newcomer, 'member');

    const expected = [
      'board.created',
      'task.created',
      'task.moved',
      'task.updated',
      'task.updated',
      'comment.created',
      'task.deleted',
      'member.joined',
    ];
    await expect.poll(() => target.types(), SOON).toEqual(expected);
    for (const request of target.received) {
      expect(signatureHolds(request, secret)).toBe(true);
      expect(signatureHolds(request, 'whsec_another')).toBe(false);
      expect(header(request, 'Teamboard-Event')).toBe(request.payload.type);
      expect(header(request, 'Teamboard-Delivery')).toBe(request.payload.id);
      expect(request.payload.workspaceId).toBe(workspaceId);
      expect(Date.parse(request.payload.createdAt)).not.toBeNaN();
    }
    const [created, moved, , , commented, deleted, joined] = target.received
      .slice(1)
      .map((request) => request.payload.data);
    expect(target.received[0]?.payload.data).toMatchObject({
      boardId: project.id,
      title: 'Webhooks',
    });
    expect(created).toMatchObject({
      boardId: project.id,
      task: { _id: task._id, title: 'Hear about it' },
    });
    expect(created).not.toHaveProperty('rebalanced');
    expect(moved).toMatchObject({ task: { _id: task._id, columnId: project.columns[1] } });
    expect(commented).toMatchObject({ boardId: project.id, comment: { taskId: task._id } });
    expect(JSON.stringify(commented)).toContain('Sent to the receiver');
    expect(deleted).toEqual({ boardId: project.id, taskId: task._id });
    expect(joined).toMatchObject({
      user: { _id: newcomer.user._id, name: 'New Nora' },
      role: 'member',
    });
  });

  it('sends the entry recorded with time_entry.created, by hand or by a timer', async () => {
    const target = await receiver();
    await calls.add(cast.owner, { url: target.url, events: ['time_entry.created'] });
    const project = await board.newBoard('Hours');
    const task = await board.newTask(project, { title: 'Log me' });
    const url = `/api/tasks/${task._id}`;
    const startTime = new Date(t.clock.now().getTime() - 2 * HOUR).toISOString();
    const logged = await board.inject(cast.owner, 'POST', `${url}/time`, {
      startTime,
      duration: 1800,
      description: 'Pairing',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect((await board.inject(cast.owner, 'POST', `${url}/timer/start`)).statusCode).toBe(200);
    t.clock.advance(5 * MINUTE);
    const stopped = await board.inject(cast.owner, 'POST', `${url}/timer/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);

    await expect
      .poll(() => target.types(), SOON)
      .toEqual(['time_entry.created', 'time_entry.created']);
    const [byHand, byTimer] = target.received.map((request) => request.payload.data);
    const owner = { _id: cast.owner.user._id, name: cast.owner.user.name };
    expect(byHand).toMatchObject({
      boardId: project.id,
      timeEntry: {
        _id: logged.json<{ timeEntry: { _id: string } }>().timeEntry._id,
        user: owner,
        startTime,
        duration: 1800,
        description: 'Pairing',
      },
      task: { _id: task._id, totalTime: 1800 },
    });
    expect(byTimer).toMatchObject({
      boardId: project.id,
      timeEntry: { user: owner, duration: 300, description: null },
      task: { _id: task._id, totalTime: 2100 },
    });
  });

  it('tells of someone joining a board by its link with member.joined, once', async () => {
    const target = await receiver();
    const project = await board.newBoard('Joinable');
    const { webhook } = await calls.add(cast.owner, {
      url: target.url,
      events: ['member.joined'],
      boardId: project.id,
    });
    const link = await board.inject(cast.owner, 'POST', `/api/boards/${project.id}/join-link`);
    const { token } = link.json<{ joinLink: { token: string } }>().joinLink;
    for (let time = 0; time < 2; time += 1) {
      const joined = await board.inject(cast.guest, 'POST', `/api/boards/${project.id}/join`, {
        token,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }

    // Joining again changes nothing and queues nothing.
    expect(await calls.deliveries(cast.owner, webhook._id)).toHaveLength(1);
    await expect.poll(() => target.types(), SOON).toEqual(['member.joined']);
    expect(target.received[0]?.payload.data).toEqual({
      boardId: project.id,
      user: { _id: cast.guest.user._id, name: cast.guest.user.name },
      role: 'collaborator',
      left: false,
      by: cast.guest.user._id,
    });
  });

  it('hears only its events, and only its board when it names one', async () => {
    const target = await receiver();
    const watched = await board.newBoard('Watched');
    const other = await board.newBoard('Other');
    await calls.add(cast.owner, { url: target.url, events: ['task.created'], boardId: watched.id });
    await board.newTask(other, { title: 'Elsewhere' });
    const here = await board.newTask(watched, { title: 'Here' });
    await board.updateTask(here._id, { title: 'Here, changed' });
    const last = await board.newTask(watched, { title: 'Last' });
    await expect.poll(() => target.received.length, SOON).toBe(2);
    expect(target.received.map((request) => request.payload.data.task)).toMatchObject([
      { _id: here._id },
      { _id: last._id },
    ]);
  });

  it('sends a burst over one kept-alive connection and records each delivery once', async () => {
    const target = await receiver();
    const { webhook } = await calls.add(cast.owner, { url: target.url, events: ['task.created'] });
    const project = await board.newBoard('Burst');
    const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    for (const title of titles) await board.newTask(project, { title });

    await expect.poll(() => target.received.length, SOON).toBe(titles.length);
    expect(target.received.map((request) => request.payload.data.task)).toMatchObject(
      titles.map((title) => ({ title })),
    );
    expect(new Set(target.received.map((request) => request.senderPort)).size).toBe(1);
    await expect
      .poll(
        async () => (await calls.deliveries(cast.owner, webhook._id)).map((each) => each.status),
        SOON,
      )
      .toEqual(titles.map(() => 'succeeded'));
    for (const delivery of await calls.deliveries(cast.owner, webhook._id)) {
      expect(delivery).toMatchObject({ attempts: 1, responseStatus: 200, error: null });
      expect(delivery.lastAttemptAt).not.toBeNull();
    }
  });

  it('retries a failing receiver with the same delivery id until it answers 2xx, and redelivers', async () => {
    const target = await receiver([500, 503, 404]);
    const { webhook } = await calls.add(cast.owner, { url: target.url, events: ['task.created'] });
    const project = await board.newBoard('Flaky');
    await board.newTask(project, { title: 'Try again' });

    await expect
      .poll(async () => (await calls.deliveries(cast.owner, webhook._id))[0]?.status, SOON)
      .toBe('succeeded');
    expect(target.received).toHaveLength(4);
    const ids = new Set(target.received.map((request) => header(request, 'Teamboard-Delivery')));
    expect(ids.size).toBe(1);
    expect(new Set(target.received.map((request) => request.body)).size).toBe(1);
    const [delivery] = await calls.deliveries(cast.owner, webhook._id);
    expect(delivery).toMatchObject<Partial<WebhookDelivery>>({
      event: 'task.created',
      status: 'succeeded',
      attempts: 4,
      responseStatus: 200,
      error: null,
    });

    const again = await calls.call(
      cast.admin,
      'POST',
      `/api/webhook-deliveries/${delivery?._id ?? ''}/redeliver`,
    );
    expect(again.statusCode).toBe(202);
    await expect.poll(() => target.received.length, SOON).toBe(5);
    expect(target.received.map((request) => header(request, 'Teamboard-Delivery'))).toEqual(
      Array<string | undefined>(5).fill(delivery?.eventId),
    );
    const listed = await calls.deliveries(cast.owner, webhook._id);
    expect(listed.map((each) => each.eventId)).toEqual([delivery?.eventId, delivery?.eventId]);
    expect(listed[0]?._id).not.toBe(delivery?._id);
  });

  it('keeps a failed attempt’s answer, truncated, for the delivery’s page', async () => {
    const target = await receiver([500]);
    const { webhook } = await calls.add(cast.owner, { url: target.url, events: ['task.created'] });
    await calls.call(cast.owner, 'POST', `/api/webhooks/${webhook._id}/test`);
    await expect.poll(() => target.received.length, SOON).toBe(1);
    const [delivery] = await calls.deliveries(cast.owner, webhook._id);
    await expect
      .poll(async () => {
        const detail = await calls.call(
          cast.owner,
          'GET',
          `/api/webhook-deliveries/${delivery?._id ?? ''}`,
        );
        return detail.json<{ delivery: { response: unknown } }>().delivery.response;
      }, SOON)
      .toEqual({ status: 500, body: 'answered 500' });
  });

  it('sends nothing for a change that rolled back', async () => {
    const target = await receiver();
    const project = await board.newBoard('Undone');
    const kept = await board.newTask(project, { title: 'Kept' });
    const { webhook } = await calls.add(cast.owner, {
      url: target.url,
      events: ['task.deleted', 'task.created'],
    });

    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await announce(tx, systemInitiator(cast.owner.user._id), project.id, 'TASK_DELETED', {
          taskId: kept._id,
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await board.newTask(project, { title: 'After' });

    await expect.poll(() => target.types(), SOON).toEqual(['task.created']);
    expect(target.received[0]?.payload.data).toMatchObject({ task: { _id: after._id } });
    expect(await calls.deliveries(cast.owner, webhook._id)).toHaveLength(1);
  });
});
