import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { launchBrowser, screenshot, watchViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;

const account = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  password: 'compilers all the way',
};
const WAIT = { timeout: 10_000 };

/** What the authenticator app shows `stepsAhead` time steps from now (one step is 30 s). */
function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  browser = await launchBrowser();
  const session = await createVerifiedAccount(server.url, mailbox, account);
  await createWorkspace(server.url, session, 'Navy Labs', 'navy-labs');
  await logIn(browser, server.url, account, /\/navy-labs\/projects$/);
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

async function securityPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations = watchViolations(page);
  await page.goto(`${server.url}/account/security`);
  return { page, violations };
}

describe('two-factor sign-in in the browser', () => {
  it('is set up from the security page, then asked for at the next login', async () => {
    const { page, violations } = await securityPage();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor(WAIT);
    await page.getByLabel('Current password').nth(1).fill(account.password);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor(WAIT);
    const secret = (await page.locator('code').innerText()).replaceAll(' ', '');
    await screenshot(page, 'two-factor-01-scan');

    await page.getByLabel('Authentication code').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor(WAIT);
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await screenshot(page, 'two-factor-02-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left.').waitFor(WAIT);
    await page.getByText('This device').waitFor(WAIT);
    await screenshot(page, 'two-factor-03-security-page');
    expect(violations).toEqual([]);

    // Another browser: the password, then a code (the next step's: this one's was just used).
    const other = await launchBrowser();
    try {
      const login = await other.newPage();
      await login.goto(`${server.url}/login`);
      await login.locator('input[name="email"]').fill(account.email);
      await login.locator('input[name="password"]').fill(account.password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await login.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor(WAIT);
      await screenshot(login, 'two-factor-04-code-step');
      await login.getByLabel('Authentication code').fill(appCode(secret, 1));
      await login.getByRole('button', { name: 'Verify' }).click();
      await login.waitForURL(/\/navy-labs\/projects$/, WAIT);
    } finally {
      await other.close();
    }

    await page.reload();
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await sessions.waitFor(WAIT);
    await expect.poll(() => sessions.getByRole('listitem').count()).toBeGreaterThan(1);
    await screenshot(page, 'two-factor-05-sessions');
  });
});
