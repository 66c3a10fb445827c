import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatedWebhook, WebhookDelivery } from '@teamboard/shared/webhook';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/http-scene';
import { freePort, startServer, type RunningServer } from '../../test/server-process';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/**
 * The real server process, killed (kill -9) while a receiver holds a delivery unanswered: the
 * next process on the same database sends it again, with the same delivery id, and it succeeds.
 */
const running: RunningServer[] = [];
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  for (const server of running) await server.stop();
  await receiver?.close();
});

/** Kills the process (its stop() would wait for an exit that already happened). */
async function killed(server: RunningServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  process.kill(server.pid, 'SIGKILL');
  await expect
    .poll(
      () =>
        fetch(`${server.url}/health`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 10_000 },
    )
    .toBe('down');
}

/** A verified account, its verification link read from the log (no SMTP_URL). */
async function signedUp(url: string, output: () => string): Promise<string> {
  const email = 'hooked@example.com';
  await callApi(url, '/auth/register', null, {
    name: 'Hooked Hana',
    email,
    password: 'a long password 1',
  });
  const link = /hooked@example\.com: .+\n {2}http:\S+\/signup\/verify\/([\w-]+)$/m;
  await expect.poll(() => link.exec(output())?.[1], { timeout: 10_000 }).toBeTruthy();
  const token = link.exec(output())?.[1] ?? '';
  const verified = await callApi<{ access_token: string }>(
    url,
    `/auth/verify-email/${token}`,
    null,
    {},
  );
  return verified.access_token;
}

describe('webhook deliveries across a crash', () => {
  it('sends a delivery the killed process had in flight once the next one starts', async () => {
    receiver = await startWebhookReceiver(['hang']);
    const port = await freePort();
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-webhooks-')),
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_SECONDS: '0.1',
      WEBHOOK_RETRY_SECONDS: '0.1',
      WEBHOOK_TIMEOUT_SECONDS: '3',
    };
    let output = '';
    const first = await startServer(env, port, (text) => (output += text));
    running.push(first);
    const token = await signedUp(first.url, () => output);
    const { workspace } = await callApi<{ workspace: { _id: string } }>(
      first.url,
      '/api/workspaces',
      token,
      {
        name: 'Crash',
        url: `crash-${Date.now()}`,
      },
    );
    const { webhook } = await callApi<CreatedWebhook>(
      first.url,
      `/api/workspaces/${workspace._id}/webhooks`,
      token,
      {
        url: receiver.url,
        events: ['task.created'],
      },
    );
    const { board } = await callApi<{ board: { _id: string } }>(first.url, '/api/boards', token, {
      workspaceId: workspace._id,
      title: 'Crashing',
    });
    const { columns } = await callApi<{ columns: { _id: string }[] }>(
      first.url,
      `/api/boards/${board._id}/columns`,
      token,
    );
    await callApi(first.url, '/api/tasks', token, {
      boardId: board._id,
      columnId: columns[0]?._id,
      fields: { title: 'Survives a crash' },
    });

    // The receiver holds the first attempt unanswered: the process dies in the middle of it.
    await expect.poll(() => receiver?.received.length, { timeout: 15_000, interval: 20 }).toBe(1);
    await killed(first);

    const second = await startServer(env, port, (text) => (output += text));
    running.push(second);
    await expect.poll(() => receiver?.received.length, { timeout: 30_000 }).toBe(2);
    const [held, sent] = receiver.received;
    expect(sent?.headers['teamboard-delivery']).toBe(held?.headers['teamboard-delivery']);
    expect(sent?.body).toBe(held?.body);
    await expect
      .poll(
        async () =>
          (
            await callApi<{ deliveries: WebhookDelivery[] }>(
              second.url,
              `/api/webhooks/${webhook._id}/deliveries`,
              token,
            )
          ).deliveries[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('succeeded');
  }, 240_000);
});
