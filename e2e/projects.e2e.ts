import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace } from './support/accounts';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;
const account = {
  name: 'Priya Planner',
  email: 'priya@example.com',
  password: 'planner password 1',
};

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  const session = await createVerifiedAccount(server.url, mailbox, account);
  await createWorkspace(server.url, session, 'Orbit Labs', 'orbit-labs');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

describe('projects', () => {
  it('creates a project that opens with the workspace’s default columns and can be starred', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/orbit-labs\/projects$/);

    await page.getByTestId('new-project').click();
    await page.waitForURL(/\/projects\/create/);
    await page.locator('input[name="title"]').fill('Launch Website');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/orbit-labs\/projects\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('[data-testid^="board-column-"]').count()).toBe(3);
    for (const title of ['To Do', 'In Progress', 'Done']) {
      expect(await page.getByText(title, { exact: true }).count()).toBeGreaterThan(0);
    }
    await screenshot(page, '20-board-columns');

    await page.goto(`${server.url}/orbit-labs/projects`);
    const card = page.locator('[data-testid^="board-card-"]').first();
    await expect.poll(() => card.textContent()).toContain('Launch Website');
    await page.locator('[data-testid^="favorite-"]').first().click();
    await page.reload();
    await expect
      .poll(() => page.locator('[data-testid^="favorite-"]').first().getAttribute('aria-pressed'))
      .toBe('true');
    await screenshot(page, '21-projects');
  });
});
