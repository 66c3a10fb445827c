import type { Label, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = {
  name: 'Lena Labels',
  email: 'lena@example.com',
  password: 'labels password 1',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Tag Works', url: 'tag-works' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });

describe('workspace labels (issue 33)', () => {
  it('offers workspace labels beside board labels in the task panel, on cards and in the filter', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Support', [
      { title: 'Refund request', column: 'To Do' },
      { title: 'Password reset', column: 'To Do' },
    ]);
    await api.post<{ label: Label }>(`/api/boards/${board._id}/labels`, {
      name: 'Bug',
      color: '#dc2626',
    });
    await api.post<{ label: Label }>(`/api/workspaces/${workspace._id}/labels`, {
      name: 'Customer',
      color: '#2563eb',
    });
    const page = await browser.newPage();
    await page.goto(`${server.url}/tag-works/projects/${board._id}?task=${tasks[0]?.taskId}`);

    const panel = page.getByTestId('task-panel');
    const labels = panel.getByRole('group', { name: 'Labels' });
    const thisBoard = labels.getByRole('group', { name: 'This board' });
    const ofWorkspace = labels.getByRole('group', { name: 'Workspace' });
    await ofWorkspace.getByLabel('Customer').waitFor(WAIT);
    await thisBoard.getByLabel('Bug').check();
    await ofWorkspace.getByLabel('Customer').check();
    await screenshot(page, 'labels-fixes-task-panel');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        () => card(page, 'Refund request').getByRole('list', { name: 'Labels' }).innerText(),
        WAIT,
      )
      .toMatch(/Bug\s+Customer/);

    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('filter-labels').click();
    await page
      .getByRole('dialog', { name: 'Labels filter' })
      .getByLabel('Customer (workspace)')
      .check();
    await expect.poll(() => card(page, 'Password reset').count(), WAIT).toBe(0);
    await expect.poll(() => card(page, 'Refund request').count(), WAIT).toBe(1);
    await screenshot(page, 'labels-fixes-filtered-board');
    await page.close();
  });
});
