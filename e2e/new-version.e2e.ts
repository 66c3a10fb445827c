import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const WAIT = { timeout: 10_000 };

let browser: BrowserContext;
let server: RunningServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({});
});

afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('a tab opened before a deploy', () => {
  it("reloads to the new version when a page's code is gone, instead of failing", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor(WAIT);
    // The sign-up page's code is gone once (a deploy replaced it), then there again.
    let refused = 0;
    await page.route('**/assets/signup-route-*.js', async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    const reloaded = page.waitForEvent('load', WAIT);

    await page.getByRole('link', { name: 'Sign up' }).click();

    await reloaded;
    expect(refused).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.getByRole('button', { name: 'Create account' }).waitFor(WAIT);
    await page.close();
  });
});
