import type { Board } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, pageLayout, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { dragWithKeyboard } from './support/drag';
import { logInThroughForm, startScene, taskCard, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let api: BoardApi;
const account = { name: 'Lena Links', email: 'lena@example.com', password: 'links password 1' };

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Link Works', url: 'link-works' });
  ({ server, browser, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

const boardUrl = (board: Board, rest = '') =>
  `${server.url}/link-works/projects/${board._id}${rest}`;

const views = (page: Page) => page.getByRole('navigation', { name: 'Board views' });
const taskPanel = (page: Page) => page.getByTestId('task-panel');
/** Waits for the panel of the task with this key. */
const panelOf = (page: Page, key: string) =>
  page.getByRole('complementary', { name: `Task ${key}` }).waitFor(WAIT);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const taskParam = (page: Page) => new URL(page.url()).searchParams.get('task');

/** Where the board's header sits and what it says: title, tabs and Settings. */
async function headerPlacement(page: Page) {
  const title = page.getByRole('heading', { level: 1 });
  const settings = page.getByRole('main').getByRole('link', { name: 'Settings', exact: true });
  await title.waitFor(WAIT);
  return {
    title: await title.textContent(),
    titleBox: await title.boundingBox(),
    tabsBox: await views(page).boundingBox(),
    settingsBox: await settings.boundingBox(),
  };
}

describe('board links and views', () => {
  it('shows the same header, in the same place, on every view of the board', async () => {
    const { board } = await createBoard(api, scene.workspace._id, 'Header Board', [
      { title: 'Steady header', column: 'To Do' },
    ]);
    const page = await browser.newPage();
    await page.goto(boardUrl(board));
    const onBoard = await headerPlacement(page);
    expect(onBoard.title).toBe('Header Board');
    for (const [tab, path] of [
      ['Calendar', '/calendar'],
      ['Timeline', '/timeline'],
      ['Overview', '/overview'],
      ['Reports', '/reports'],
      ['Forms', '/forms'],
      ['Import', '/import'],
      ['Board', ''],
    ] as const) {
      await views(page).getByRole('link', { name: tab, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/projects/${board._id}${path}`));
      await expect.poll(() => headerPlacement(page), WAIT).toEqual(onBoard);
      if (tab === 'Reports') await screenshot(page, 'links-01-reports-header');
      if (tab === 'Import') await screenshot(page, 'links-02-import-header');
    }
    await page.close();
  });

  it('opens a task link after the Reports tab was chosen', async () => {
    const { board, tasks } = await createBoard(api, scene.workspace._id, 'Report Board', [
      { title: 'Open me after reports', column: 'To Do' },
    ]);
    const key = tasks[0]?.taskId ?? '';
    const page = await browser.newPage();
    await page.goto(boardUrl(board));
    await views(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await page.waitForURL(/\/reports/);
    // The Reports choice is saved before the link is followed.
    await page.waitForLoadState('networkidle');

    await page.goto(boardUrl(board, `?task=${key}`));
    await panelOf(page, key);
    expect(await taskPanel(page).getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Open me after reports',
    );
    await screenshot(page, 'links-03-task-over-reports');
    await page.close();
  });

  it('opens a task by its key in any case, and says when there is no such task', async () => {
    const { board, tasks } = await createBoard(api, scene.workspace._id, 'Key Board', [
      { title: 'Lower case link', column: 'To Do' },
    ]);
    const key = tasks[0]?.taskId ?? '';
    const page = await browser.newPage();
    await page.goto(boardUrl(board, `?task=${key.toLowerCase()}`));
    await panelOf(page, key);

    await page.goto(boardUrl(board, `?task=${board.key}-99`));
    await expect.poll(() => toast(page, 'Task not found').count(), WAIT).toBe(1);
    await expect.poll(() => taskParam(page), WAIT).toBeNull();
    expect(await toast(page, 'Failed to fetch Task data').count()).toBe(0);
    // The address changes before the view does (React Router renders navigations in a transition).
    await expect.poll(() => taskPanel(page).count(), WAIT).toBe(0);
    await screenshot(page, 'links-04-task-not-found');
    await page.close();
  });

  it('moves a card one column to the left with the keyboard', async () => {
    const { board } = await createBoard(api, scene.workspace._id, 'Left Board', [
      { title: 'Go left', column: 'In Progress' },
    ]);
    const page = await browser.newPage();
    await page.goto(boardUrl(board));
    const card = taskCard(page, 'Go left');
    await dragWithKeyboard(page, card, {
      key: 'ArrowLeft',
      until: 'the end of column To Do',
      presses: 1,
    });
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'To Do', tasks: ['Go left'] },
        { column: 'In Progress', tasks: [] },
        { column: 'Done', tasks: [] },
      ]);
    await screenshot(page, 'links-05-keyboard-left');
    await page.close();
  });
});
