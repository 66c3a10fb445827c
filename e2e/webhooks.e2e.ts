import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import {
  signatureHolds,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../apps/server/src/test/webhook-receiver';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, createBoard, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * An owner adds a webhook on settings/webhooks; a task created through the API reaches the
 * receiver (a real HTTP server here, on loopback: hence WEBHOOK_ALLOW_PRIVATE), signed with the
 * secret the page showed, and the page shows the delivery succeeded with its request and answer.
 */
let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;
let receiver: WebhookReceiver;
let owner: BoardApi;
let workspaceId: string;

const account = { name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler bugs 47' };
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  const session = await createVerifiedAccount(server.url, mailbox, account);
  workspaceId = (await createWorkspace(server.url, session, 'Harvard Mark', 'harvard-mark'))._id;
  owner = boardApi(server.url, session);
  browser = await launchBrowser();
  await logIn(browser, server.url, account, /\/harvard-mark\/projects$/);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await receiver.close();
  await mailbox.close();
});

describe('webhooks in the browser', () => {
  it('are added on the settings page and show their deliveries', async () => {
    const { board, columns } = await createBoard(owner, workspaceId, 'Compiler');
    const page = await browser.newPage();
    await page.goto(`${server.url}/harvard-mark/settings/webhooks`);
    await page.getByText('No webhooks yet').waitFor(WAIT);

    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('Payload URL').fill(receiver.url);
    await form.getByLabel('Project').selectOption({ label: 'Compiler' });
    await form.getByRole('checkbox', { name: 'task.created' }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent(WAIT)) ?? '';
    expect(secret).not.toBe('');
    await screenshot(page, 'webhooks-01-added');
    await page.getByRole('button', { name: 'Done' }).click();

    await owner.post('/api/tasks', {
      boardId: board._id,
      columnId: columns[0]?._id,
      fields: { title: 'Find the moth', description: null },
      position: 'bottom',
    });
    await expect.poll(() => receiver.types(), WAIT).toEqual(['task.created']);
    const [request] = receiver.received;
    expect(request && signatureHolds(request, secret)).toBe(true);

    // The page reads the deliveries again every few seconds.
    const hook = page.getByRole('listitem', { name: receiver.url });
    const deliveries = hook.getByRole('table', { name: `Latest deliveries to ${receiver.url}` });
    await deliveries.getByText('Succeeded').waitFor({ timeout: 15_000 });
    expect(await deliveries.getByRole('cell', { name: '200', exact: true }).count()).toBe(1);
    await hook.getByRole('button', { name: 'Details' }).click();
    await hook.getByRole('region', { name: 'Response' }).getByText('answered 200').waitFor(WAIT);
    await hook
      .getByRole('region', { name: 'Request' })
      .getByText(/Find the moth/)
      .waitFor(WAIT);
    await screenshot(page, 'webhooks-02-delivered');
  });
});
