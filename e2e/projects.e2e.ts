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
  it('creates a project with default columns, adds, edits and drags tasks, and stars it', async () => {
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

    // Quick add two tasks at the bottom of the first column.
    const columnIds = await page
      .locator('[data-testid^="board-column-"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-testid')?.replace('board-column-', '') ?? ''),
      );
    const [todo, , done] = columnIds;
    await page
      .getByTestId(`quick-add-bottom-${todo}`)
      .getByRole('button', { name: '+ Add task' })
      .click();
    const input = page.getByTestId(`quick-add-bottom-${todo}`).getByRole('textbox');
    await input.fill('Write launch copy');
    await input.press('Enter');
    await expect.poll(() => page.locator('[data-testid^="task-card-"]').count()).toBe(1);
    await input.fill('Pick a domain');
    await input.press('Enter');
    await expect.poll(() => page.locator('[data-testid^="task-card-"]').count()).toBe(2);

    // Open the first card's panel and rename it.
    await page
      .locator('[data-testid^="task-card-"]')
      .getByText('Write launch copy', { exact: true })
      .click();
    await expect.poll(() => page.getByTestId('task-panel').count()).toBe(1);
    const title = page.getByTestId('task-panel').getByLabel('Title');
    await title.fill('Write the launch copy');
    await title.press('Enter');
    await expect
      .poll(() =>
        page.locator('[data-testid^="task-card-"]', { hasText: 'Write the launch copy' }).count(),
      )
      .toBe(1);
    await screenshot(page, '22-task-panel');
    await page.keyboard.press('Escape');
    await page.goto(page.url().split('?')[0] ?? page.url());

    // Drag "Pick a domain" from To Do into Done with the mouse.
    const dragged = page.locator('[data-testid^="task-card-"]', { hasText: 'Pick a domain' });
    const from = await dragged.boundingBox();
    const to = await page.getByTestId(`board-column-${done}`).boundingBox();
    if (!from || !to) throw new Error('card or column not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, {
      steps: 5,
    });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/tasks/move') && response.status() === 200,
    );
    await page.mouse.up();
    await saved;
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByTestId(`board-column-${done}`)
          .locator('[data-testid^="task-card-"]')
          .allTextContents(),
      )
      .toEqual([expect.stringContaining('Pick a domain')]);
    expect(
      await page.getByTestId(`board-column-${todo}`).getByText('Write the launch copy').count(),
    ).toBe(1);
    await screenshot(page, '23-board-after-drag');

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
