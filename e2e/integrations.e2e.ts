import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../apps/server/src/test/fake-google';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { launchBrowser, screenshot } from './support/browser';
import { freePort, startServer, type RunningServer } from './support/server';

let google: FakeGoogle;
let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;

const account = { name: 'Grace Link', email: 'grace@example.com', password: 'linking accounts 1' };
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  const port = await freePort();
  google = await startFakeGoogle(`http://127.0.0.1:${port}/oauth/google/callback`);
  mailbox = await startMailbox();
  browser = await launchBrowser();
  server = await startServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    },
    port,
  );
  const session = await createVerifiedAccount(server.url, mailbox, account);
  await createWorkspace(server.url, session, 'Link Works', 'link-works');
  await logIn(browser, server.url, account, /\/link-works\/projects$/);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
  await google.close();
});

describe('linking Google in the browser', () => {
  it('links through Google from /account/integrations and unlinks again', async () => {
    google.signInAs({ sub: 'e2e-grace', email: 'grace.work@gmail.test', email_verified: true });
    const page = await browser.newPage();
    await page.goto(`${server.url}/account/integrations`);
    const card = page.getByRole('region', { name: 'Google' });
    await card.getByRole('button', { name: 'Link Google account' }).click();

    await page.waitForURL(/\/account\/integrations$/, WAIT);
    await page.getByText('Google account linked').waitFor(WAIT);
    await card.getByText('Linked to grace.work@gmail.test').waitFor(WAIT);
    await screenshot(page, 'integrations-01-linked');

    await card.getByRole('button', { name: 'Unlink' }).click();
    await card.getByRole('button', { name: 'Unlink' }).click();
    await card.getByText('Not linked.').waitFor(WAIT);
    await screenshot(page, 'integrations-02-unlinked');
    await page.close();
  });
});
