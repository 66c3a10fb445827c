import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, watchViolations } from './support/browser';
import { startScene, type Scene } from './support/scene';

let scene: Scene;
const account = { name: 'Dora Docs', email: 'dora@example.com', password: 'reading the docs 1' };
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Docs Works', url: 'docs-works' });
});

afterAll(async () => {
  await scene.close();
});

describe('the interactive API docs', () => {
  it('lists the operations and tries a call authorized with a bearer token', async () => {
    const page = await scene.browser.newPage();
    const violations = watchViolations(page);
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(scene.server.url)) external.push(request.url());
    });

    await page.goto(`${scene.server.url}/api/docs`);
    await page.locator('#operations-auth-login').waitFor(WAIT);
    await screenshot(page, 'api-docs-01-operations');

    // The list renders only what is on screen: a deep link scrolls to the operation and opens it.
    await page.goto(`${scene.server.url}/api/docs#/me/getMe`);
    await page.reload();
    const me = page.locator('#operations-me-getMe');
    await me.waitFor(WAIT);

    // Its lock opens the same dialog as the page's Authorize button, without scrolling away.
    await me.getByRole('button', { name: 'authorization button unlocked' }).click();
    await page.locator('#auth-bearer-value').fill(scene.session.access_token);
    await page.getByRole('button', { name: 'Apply credentials' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await me.getByRole('button', { name: 'Try it out' }).click();
    await me.getByRole('button', { name: 'Execute' }).click();
    const answer = me.locator('.live-responses-table tbody .response-col_status').first();
    await answer.waitFor(WAIT);
    expect((await answer.textContent())?.trim()).toBe('200');
    await expect
      .poll(() => me.locator('.live-responses-table').textContent())
      .toContain(account.email);
    await screenshot(page, 'api-docs-02-tried-me');

    expect(violations).toEqual([]);
    expect(external).toEqual([]);
    await page.close();
  });
});
