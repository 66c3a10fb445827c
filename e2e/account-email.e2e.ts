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
  name: 'Katherine Johnson',
  email: 'katherine@example.com',
  password: 'orbital mechanics 62',
};
const newAddress = 'katherine@nasa.example';
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  browser = await launchBrowser();
  const session = await createVerifiedAccount(server.url, mailbox, account);
  await createWorkspace(server.url, session, 'Flight Research', 'flight-research');
  await logIn(browser, server.url, account, /\/flight-research\/projects$/);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

async function openPage(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

describe('changing one’s email and reading the account activity in the browser', () => {
  it('asks for the change, confirms it from the new inbox, and lists it in the activity', async () => {
    const profile = await openPage('/account/profile');
    const email = profile.getByRole('region', { name: 'Email' });
    await email.getByLabel('New email').fill(newAddress);
    await email.getByLabel('Current password').fill(account.password);
    await email.getByRole('button', { name: 'Send confirmation link' }).click();
    await email.getByText(`Check your inbox at ${newAddress}`).waitFor(WAIT);
    await screenshot(profile, 'account-email-01-check-inbox');

    const link = await mailbox.waitForLink(newAddress, '/confirm-email');
    expect(link.startsWith(`${server.url}/confirm-email/`)).toBe(true);
    const confirm = await browser.newPage();
    await confirm.goto(link);
    await confirm.getByRole('heading', { name: 'Email changed' }).waitFor(WAIT);
    await screenshot(confirm, 'account-email-02-confirmed');

    const activity = await openPage('/account/activities');
    const list = activity.getByRole('list', { name: 'Account activity' });
    await list.getByText(`Your email changed from ${account.email} to ${newAddress}`).waitFor(WAIT);
    await expect.poll(() => list.getByText('You signed in with your password').count()).toBe(1);
    await screenshot(activity, 'account-email-03-activity');

    await profile.reload();
    await profile.getByRole('region', { name: 'Email' }).getByText(newAddress).waitFor(WAIT);
    await screenshot(profile, 'account-email-04-profile-after');
  });
});
