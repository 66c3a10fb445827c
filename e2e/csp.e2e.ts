import type { Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, pageLayout, serverLayout, type BoardApi } from './support/boards';
import { screenshot, watchViolations } from './support/browser';
import { dragWithMouse } from './support/drag';
import { startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Cora Policy', email: 'cora@example.com', password: 'policy password 1' };

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Policy Works', url: 'policy-works' });
  ({ server, browser, workspace, api } = scene);
});

afterAll(async () => {
  await scene.close();
});

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });

describe('the app under its Content-Security-Policy', () => {
  it('logs in, opens a live board, adds a task and drags a card without a single violation', async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'Strict Board', [
      { title: 'Audit headers', column: 'To Do' },
    ]);
    const [todo, inProgress] = columns;
    if (!todo || !inProgress) throw new Error('the board has no default columns');
    const page = await browser.newPage();
    const violations = watchViolations(page);

    const login = await page.goto(`${server.url}/login`);
    const policy = login?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    // The inline theme script runs (allowed by its hash): a stored dark theme applies at once.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/policy-works\/projects$/);

    await page.goto(`${server.url}/policy-works/projects/${board._id}`);
    // The socket.io websocket connects under connect-src 'self'.
    await page.getByRole('img', { name: 'Live updates on' }).waitFor(WAIT);

    const quickAdd = page.getByTestId(`quick-add-bottom-${todo._id}`);
    await quickAdd.getByRole('button', { name: '+ Add task' }).click();
    await quickAdd.getByRole('textbox').fill('Ship the policy');
    await quickAdd.getByRole('textbox').press('Enter');
    // The card shows it (no toast: sonner inserts its styles when it loads, on every page).
    await page.locator('[data-testid^="task-card-"]', { hasText: 'Ship the policy' }).waitFor(WAIT);
    await quickAdd.getByRole('textbox').press('Escape');

    await page.waitForLoadState('networkidle');
    await dragWithMouse(
      page,
      card(page, 'Audit headers'),
      page.getByTestId(`board-column-${inProgress._id}`),
    );
    const expected = [
      { column: 'To Do', tasks: ['Ship the policy'] },
      { column: 'In Progress', tasks: ['Audit headers'] },
      { column: 'Done', tasks: [] },
    ];
    await expect.poll(() => pageLayout(page), WAIT).toEqual(expected);
    await expect.poll(() => serverLayout(api, board._id), WAIT).toEqual(expected);
    await screenshot(page, 'csp-board');

    expect(violations).toEqual([]);
    await page.close();
  });
});
