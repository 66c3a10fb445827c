import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace } from './support/accounts';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let ownerBrowser: BrowserContext;
let inviteeBrowser: BrowserContext;

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'owner password 1' };
const invitee = { name: 'Ivan Invitee', email: 'ivan@example.com', password: 'invitee password 1' };

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  const session = await createVerifiedAccount(server.url, mailbox, owner);
  await createWorkspace(server.url, session, 'Acme Rockets', 'acme-rockets');
  ownerBrowser = await launchBrowser();
  inviteeBrowser = await launchBrowser();
});

afterAll(async () => {
  await ownerBrowser.close();
  await inviteeBrowser.close();
  await server.stop();
  await mailbox.close();
});

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('inviting a teammate', () => {
  it('owner invites by email; the invitee signs up from the link and lands in the workspace; a role change changes their access', async () => {
    const ownerPage = await ownerBrowser.newPage();
    await logIn(ownerPage, owner);
    await ownerPage.waitForURL(/\/acme-rockets\/projects$/);

    await ownerPage.goto(`${server.url}/acme-rockets/settings/members`);
    await ownerPage.getByTestId('invite-email').fill(invitee.email);
    await ownerPage.getByTestId('invite-role').selectOption('guest');
    await ownerPage.getByTestId('invite-submit').click();
    await expect.poll(() => ownerPage.getByText(invitee.email).count()).toBeGreaterThan(0);
    await screenshot(ownerPage, '10-members-invited');

    const joinLink = await mailbox.waitForLink(invitee.email, '/join');
    const page = await inviteeBrowser.newPage();
    await page.goto(joinLink);
    await expect.poll(() => page.getByText('Acme Rockets').count()).toBeGreaterThan(0);
    await screenshot(page, '11-join-signed-out');
    await page
      .getByRole('link', { name: /sign up/i })
      .first()
      .click();
    await page.waitForURL(/\/signup/);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(invitee.email);
    await page.locator('input[name="name"]').fill(invitee.name);
    await page.locator('input[name="password"]').fill(invitee.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/signup\/success/);

    await page.goto(await mailbox.waitForLink(invitee.email, '/signup/verify'));
    await page.waitForURL(/\/join\//);
    await page.getByTestId('accept-invitation').click();
    await page.waitForURL(/\/acme-rockets\//);
    await screenshot(page, '12-invitee-in-workspace');

    await page.goto(`${server.url}/acme-rockets/settings/general`);
    await page.waitForURL(/\/workspace-error\/forbidden/);

    await ownerPage.goto(`${server.url}/acme-rockets/settings/members`);
    const username = 'ivan-invitee';
    // No toast: the select shows the new role; wait for the server to have it.
    const saved = ownerPage.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/members/'),
    );
    await ownerPage.getByTestId(`member-role-${username}`).selectOption('admin');
    expect((await saved).ok()).toBe(true);
    await screenshot(ownerPage, '13-role-changed');

    await page.goto(`${server.url}/acme-rockets/settings/general`);
    await expect.poll(() => page.locator('input[name="name"]').count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Acme Rockets');
    expect(await page.locator('input[name="name"]').isEditable()).toBe(true);
    await screenshot(page, '14-invitee-admin-settings');
  });
});
