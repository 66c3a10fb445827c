import type { Task } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { dragWithMouse } from './support/drag';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let api: BoardApi;
const account = { name: 'Vera Views', email: 'vera@example.com', password: 'views password 1' };

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };
const DAY_MS = 86_400_000;

/** The UTC day `days` from today, and its midnight UTC (how the web app writes a day). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const midnight = (day: string) => `${day}T00:00:00.000Z`;

beforeAll(async () => {
  scene = await startScene(account, { name: 'View Works', url: 'view-works' });
  ({ server, browser, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

async function addTask(boardId: string, columnId: string, fields: Record<string, unknown>) {
  const { task } = await api.post<{ task: Task }>('/api/tasks', {
    boardId,
    columnId,
    fields,
    position: 'bottom',
  });
  return task;
}

const readTask = async (taskId: string) =>
  (await api.get<{ task: Task }>(`/api/tasks/${taskId}`)).task;

/** The switcher's links. */
const views = (page: Page) => page.getByRole('navigation', { name: 'Board views' });

/** The month grid always shows today's whole week: today ±1 day are on screen. */
const dayCell = (page: Page, day: string) => page.locator(`section[data-day="${day}"]`);

describe('board views', () => {
  it('moves a due date in the calendar, dates in the timeline, and opens in the chosen view', async () => {
    const { board, columns } = await createBoard(api, scene.workspace._id, 'Launch');
    const columnId = columns[0]?._id ?? '';
    const launch = await addTask(board._id, columnId, {
      title: 'Press release',
      dueDate: midnight(dayFromToday(0)),
    });
    const design = await addTask(board._id, columnId, {
      title: 'Design',
      startDate: midnight(dayFromToday(-2)),
      dueDate: midnight(dayFromToday(1)),
    });
    await addTask(board._id, columnId, {
      title: 'Build',
      startDate: midnight(dayFromToday(0)),
      dueDate: midnight(dayFromToday(4)),
      dependencies: [design._id],
    });
    await addTask(board._id, columnId, { title: 'Someday' });
    const boardUrl = `${server.url}/view-works/projects/${board._id}`;
    const page = await browser.newPage();
    // The whole month on screen: a drag near the window's edge would scroll it.
    await page.setViewportSize({ width: 1280, height: 1200 });

    // Calendar: drag the task from today to tomorrow; it stays there after a reload.
    await page.goto(boardUrl);
    await page
      .getByRole('navigation', { name: 'Board views' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await page.waitForURL(/\/calendar$/);
    const card = page.getByTestId(`calendar-task-${launch._id}`);
    await expect
      .poll(() => dayCell(page, dayFromToday(0)).getByText('Press release').count(), WAIT)
      .toBe(1);
    await page.getByRole('img', { name: 'Live updates on' }).waitFor(WAIT);
    await screenshot(page, 'board-views-calendar');
    const target = dayFromToday(
      dayFromToday(1).slice(0, 7) === dayFromToday(0).slice(0, 7) ? 1 : -1,
    );
    await dragWithMouse(page, card, dayCell(page, target));
    await expect
      .poll(async () => (await readTask(launch._id)).dueDate, WAIT)
      .toBe(midnight(target));
    await page.goto(page.url());
    await expect.poll(() => dayCell(page, target).getByText('Press release').count(), WAIT).toBe(1);

    // Timeline: drag Design's bar two days on (the month zoom draws 16 px a day).
    await views(page).getByRole('link', { name: 'Timeline' }).click();
    await page.waitForURL(/\/timeline$/);
    const bar = page.getByRole('button', { name: /^\S+ Design, / });
    await bar.waitFor(WAIT);
    await screenshot(page, 'board-views-timeline');
    const box = await bar.boundingBox();
    if (!box) throw new Error('no Design bar on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 32, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const { startDate, dueDate } = await readTask(design._id);
        return [startDate, dueDate];
      }, WAIT)
      .toEqual([midnight(dayFromToday(0)), midnight(dayFromToday(3))]);

    // The timeline was the last choice: the board opens in it, until the kanban is chosen.
    await page.goto(boardUrl);
    await page.waitForURL(/\/timeline$/, WAIT);
    await views(page).getByRole('link', { name: 'Board', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith(board._id), WAIT);
    await page.getByText('Someday').waitFor(WAIT);
    await screenshot(page, 'board-views-kanban');
    await page.goto(boardUrl);
    await page.getByText('Someday').waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe(`/view-works/projects/${board._id}`);
    await page.close();
  });
});
