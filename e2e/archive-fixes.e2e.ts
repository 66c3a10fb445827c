import type { Board, Task, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

/** Issue 33's archive defects, in the browser: an archived board is shown read-only. */
let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = {
  name: 'Arlo Archivist',
  email: 'arlo@example.com',
  password: 'archive password 1',
};
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Shelf', url: 'shelf' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });

describe('an archived board in the browser', () => {
  it('says it is read-only, offers no change but Restore, and is editable once restored', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Old launch', [
      { title: 'Press kit', column: 'To Do' },
    ]);
    const task = tasks[0] as Task;
    await api.post<{ board: Board }>(`/api/boards/${board._id}/archive`, {});
    const page = await browser.newPage();
    await page.goto(`${server.url}/shelf/projects/${board._id}`);

    const banner = page.getByRole('status').filter({ hasText: 'This board is archived' });
    await banner.waitFor(WAIT);
    expect(await banner.textContent()).toContain('This board is archived — read-only.');
    await card(page, 'Press kit').waitFor(WAIT);
    expect(await page.getByRole('button', { name: '+ Add task' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '+ Add column' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Move column To Do' }).count()).toBe(0);
    expect(await card(page, 'Press kit').locator('[aria-roledescription]').count()).toBe(0);
    expect(await page.getByRole('button', { name: `Start timer on ${task.taskId}` }).count()).toBe(
      0,
    );
    expect(await page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    await screenshot(page, 'archive-fixes-archived-board');

    await card(page, 'Press kit').getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Press kit');
    expect(await panel.getByLabel('Title').isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await panel.getByLabel('Add a comment').count()).toBe(0);
    await screenshot(page, 'archive-fixes-archived-task');
    await panel.getByRole('button', { name: 'Close' }).click();

    await banner.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: '+ Add column' }).waitFor(WAIT);
    expect(await banner.count()).toBe(0);
    expect(await page.getByRole('button', { name: '+ Add task' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'archive-fixes-restored-board');
    await page.close();
  });

  it('turns read-only when a change is refused because someone archived it meanwhile', async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'Archived elsewhere');
    const page = await browser.newPage();
    await page.goto(`${server.url}/shelf/projects/${board._id}`);
    const quickAddBox = page.getByTestId(`quick-add-bottom-${columns[0]?._id ?? ''}`);
    await quickAddBox.getByRole('button', { name: '+ Add task' }).click();
    await api.post<{ board: Board }>(`/api/boards/${board._id}/archive`, {});

    const input = quickAddBox.getByRole('textbox');
    await input.fill('Too late');
    await input.press('Enter');
    await page.getByText('This board is archived. Restore it to make changes.').waitFor(WAIT);
    await page.getByText('This board is archived — read-only.').waitFor(WAIT);
    expect(await page.getByRole('button', { name: '+ Add column' }).count()).toBe(0);
    await screenshot(page, 'archive-fixes-archived-meanwhile');
    await page.close();
  });
});
