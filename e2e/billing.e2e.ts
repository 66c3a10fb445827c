import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedBillingEnv } from '../apps/server/src/test/billing-env';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { startStripeStandIn, type StripeStandIn } from '../apps/server/src/test/stripe-stand-in';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, createBoard, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Hosted mode: the server bills through Stripe (here the local stand-in, whose checkout page
 * delivers signed webhooks to the server like Stripe would). No trial, so the owner starts on
 * Free.
 */
let mailbox: Mailbox;
let stripe: StripeStandIn;
let server: RunningServer;
let browser: BrowserContext;
let owner: BoardApi;
let workspaceId: string;

const olivia = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'owner password 1' };

beforeAll(async () => {
  mailbox = await startMailbox();
  stripe = await startStripeStandIn();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    ...hostedBillingEnv(stripe.url),
    BILLING_TRIAL_DAYS: '0',
  });
  stripe.deliverTo = `${server.url}/api/billing/webhook`;
  const session = await createVerifiedAccount(server.url, mailbox, olivia);
  const workspace = await createWorkspace(server.url, session, 'Acme Rockets', 'acme');
  workspaceId = workspace._id;
  owner = boardApi(server.url, session);
  for (const title of ['Launch', 'Website', 'Hiring']) await createBoard(owner, workspaceId, title);
  browser = await launchBrowser();
  await logIn(browser, server.url, olivia, /\/acme\/projects$/);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await stripe.close();
  await mailbox.close();
});

async function activeBoardTitles(): Promise<string[]> {
  const { boards } = await owner.get<{ boards: { title: string }[] }>(
    `/api/boards?workspaceId=${workspaceId}`,
  );
  return boards.map((board) => board.title);
}

describe('Billing in the browser (hosted mode)', () => {
  it('the owner hits the board limit, upgrades through checkout, and the limit is gone', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/acme/projects/create`);
    await page.getByLabel('Title').fill('Fourth');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('The Free plan allows 3 active boards. Upgrade to add more.').waitFor();
    await screenshot(page, 'billing-01-board-limit');
    expect(await activeBoardTitles()).toHaveLength(3);

    await page.getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/acme\/settings\/subscription$/);
    await page.getByRole('table', { name: 'Plans' }).waitFor();
    expect(await page.getByText('3 of 3').count()).toBe(1);
    await screenshot(page, 'billing-02-subscription-free');

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/checkout/`));
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    await screenshot(page, 'billing-03-checkout');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/acme\/settings\/subscription/);
    await page.getByText('Payment confirmed: you are on the Pro plan').waitFor({ timeout: 30_000 });
    await screenshot(page, 'billing-04-pro');
    const { subscription } = await owner.get<{
      subscription: { plan: string; status: string; seats: number };
    }>(`/api/workspaces/${workspaceId}/subscription`);
    expect(subscription).toMatchObject({ plan: 'pro', status: 'active', seats: 1 });

    await page.goto(`${server.url}/acme/projects/create`);
    await page.getByLabel('Title').fill('Fourth');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/acme\/projects\/[^/]+$/);
    expect(await activeBoardTitles()).toContain('Fourth');

    await page.goto(`${server.url}/acme/settings/billing`);
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    await screenshot(page, 'billing-05-invoices');
    await page.close();
  });
});
