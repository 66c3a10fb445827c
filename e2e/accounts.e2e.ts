import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

const account = {
  name: 'Margaret Hamilton',
  email: 'margaret@example.com',
  password: 'apollo guidance 11',
};

async function freshPage(): Promise<Page> {
  await browser.clearCookies();
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  return page;
}

async function pathOf(page: Page): Promise<string> {
  return page.evaluate(() => location.pathname + location.search);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts in the browser', () => {
  it('signs up, verifies from the email, onboards, logs out and back in', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/signup`);
    await page.locator('input[name="name"]').fill(account.name);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/signup\/success\?email=/);
    await screenshot(page, '01-signup-success');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    const link = await mailbox.waitForLink(account.email, '/signup/verify');
    expect(link.startsWith(`${server.url}/signup/verify/`)).toBe(true);
    await page.goto(link);

    await page.waitForURL(/\/onboarding$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await page.locator('input[name="teamSize"][value="2-5"]').check();
    await screenshot(page, '02-onboarding');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Onboarding ends with the first workspace; its URL is suggested from the name.
    await page.locator('input[name="name"]').fill('Apollo Guidance');
    await expect.poll(() => page.locator('input[name="url"]').inputValue()).toBe('apollo-guidance');
    await expect.poll(() => page.getByText('URL is available').count()).toBeGreaterThan(0);
    await screenshot(page, '02b-onboarding-workspace');
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await page.waitForURL(/\/apollo-guidance\/projects$/);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

    await logIn(page, account.email, account.password);
    await page.waitForURL(/\/apollo-guidance\/projects$/);
    await screenshot(page, '03-workspace-projects');
    await page.close();
  });

  it('returns to a deep link visited while signed out', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/account/security?tab=password`);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('intendedRoute'))).toBe(
      '/account/security?tab=password',
    );

    await logIn(page, account.email, account.password);
    await page.waitForURL(/\/account\/security\?tab=password$/);
    expect(await pathOf(page)).toBe('/account/security?tab=password');
    expect(await page.evaluate(() => localStorage.getItem('intendedRoute'))).toBeNull();
    await page.close();
  });

  it('shows the server message for a wrong password and keeps the user on /login', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, account.email, 'not my password');
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBeGreaterThan(0);
    expect(await pathOf(page)).toBe('/login');
    await screenshot(page, '04-login-error');
    await page.close();
  });

  it('resets a forgotten password from the emailed link', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/forgot-password`);
    await page.locator('input[name="email"]').fill(account.email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect.poll(() => page.getByText(/we sent a reset link/i).count()).toBeGreaterThan(0);

    const link = await mailbox.waitForLink(account.email, '/reset-password');
    await page.goto(link);
    await page.locator('input[name="newPassword"]').fill('a fresh password 42');
    await page.locator('input[name="confirmPassword"]').fill('a fresh password 42');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.waitForURL(/\/login/);

    await logIn(page, account.email, 'a fresh password 42');
    await page.waitForURL(/\/apollo-guidance\/projects$/);
    await page.close();
  });

  it('keeps dark mode across a reload', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    const before = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.getByTestId('theme-toggle').click();
    await page.reload();
    const after = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(after).toBe(!before);
    await screenshot(page, '05-login-theme');
    await page.close();
  });

  it('shows Page Not Found for an unknown route', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/no/such/page/here`);
    await expect.poll(() => page.getByText('Page Not Found').count()).toBeGreaterThan(0);
    await page.close();
  });
});
