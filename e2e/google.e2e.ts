import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../apps/server/src/test/fake-google';
import { launchBrowser, screenshot } from './support/browser';
import { freePort, startServer, type RunningServer } from './support/server';

let google: FakeGoogle;
let server: RunningServer;
let browser: BrowserContext;

beforeAll(async () => {
  const port = await freePort();
  google = await startFakeGoogle(`http://127.0.0.1:${port}/oauth/google/callback`);
  server = await startServer(
    {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    },
    port,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await google.close();
});

describe('Google sign-in in the browser', () => {
  it('signs a new Google user up and into onboarding, then back in from the login page', async () => {
    google.signInAs({
      sub: 'e2e-google-1',
      email: 'ada@gmail.test',
      email_verified: true,
      name: 'Ada Google',
    });
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('google-sign-in').click();

    await page.waitForURL(/\/onboarding$/);
    await screenshot(page, '06-google-onboarding');
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string },
      ),
    ).toMatchObject({
      email: 'ada@gmail.test',
    });
    await page.locator('input[name="teamSize"][value="1"]').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[name="name"]').fill('Ada Labs');
    await expect.poll(() => page.getByText('URL is available').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL(/\/ada-labs\/projects$/);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId('google-sign-in').click();
    await page.waitForURL(/\/ada-labs\/projects$/);
    await page.close();
  });
});
