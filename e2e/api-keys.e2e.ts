import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;

const account = {
  name: 'Margaret Hamilton',
  email: 'margaret@example.com',
  password: 'priority displays 69',
};
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  browser = await launchBrowser();
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const session = await createVerifiedAccount(server.url, mailbox, account);
  await createWorkspace(server.url, session, 'Apollo Guidance', 'apollo-guidance');
  await logIn(browser, server.url, account, /\/apollo-guidance\/projects$/);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

const callApi = (secret: string) =>
  fetch(`${server.url}/api/workspaces`, { headers: { authorization: `Bearer ${secret}` } });

async function copiedSecret(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Key copied').waitFor(WAIT);
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('a personal API key in the browser', () => {
  it('is created, copied, used by a script, revoked, and refused from then on', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/account/api-keys`);
    await page.getByText('No API keys yet').waitFor(WAIT);

    await page.getByLabel('Name').fill('Release script');
    await page.getByLabel('Access').selectOption('write');
    await page.getByLabel('Workspace').selectOption({ label: 'Apollo Guidance' });
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = await page.getByTestId('api-key-secret').textContent(WAIT);
    const secret = await copiedSecret(page);
    expect(secret).toBe(shown);
    expect(secret).toMatch(/^tb_[0-9A-Za-z]{43}$/);
    await screenshot(page, 'api-keys-01-created');

    const answer = await callApi(secret);
    expect(answer.status).toBe(403);
    const board = await fetch(`${server.url}/api/workspaces/apollo-guidance`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(board.status).toBe(200);
    expect(((await board.json()) as { workspace: { name: string } }).workspace.name).toBe(
      'Apollo Guidance',
    );

    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const list = page.getByRole('list', { name: 'API keys' });
    await list.getByText('Release script').waitFor(WAIT);
    await list.getByText(/Last used .* from /).waitFor(WAIT);
    expect(await list.getByText(secret).count()).toBe(0);
    await screenshot(page, 'api-keys-02-listed');

    await list.getByRole('button', { name: 'Revoke' }).click();
    await list.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Revoked “Release script”').waitFor(WAIT);
    await page.getByText('No API keys yet').waitFor(WAIT);
    const refused = await fetch(`${server.url}/api/workspaces/apollo-guidance`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status).toBe(401);
    await screenshot(page, 'api-keys-03-revoked');
  });
});
