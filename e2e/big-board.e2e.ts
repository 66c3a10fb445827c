import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOARD_HEAD_PER_COLUMN, STORAGE_KEYS, type Task } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { seedBigBoard, type BigBoard } from '../bench/scenarios/big-board-seed';
import { writeThumbnails } from '../bench/scenarios/card-fields-seed';
import { launchBrowser } from './support/browser';
import { dragWithKeyboard } from './support/drag';
import { startServer, type RunningServer } from './support/server';

const TASKS = 50_000;
/** A board this size takes seconds to open on a busy 2-core machine: not a timing test. */
const OPEN = { timeout: 60_000 };
const WAIT = { timeout: 20_000 };

let browser: BrowserContext;
let server: RunningServer;
let board: BigBoard;

beforeAll(async () => {
  browser = await launchBrowser();
  // Seeded before the server starts, in the data folder it then opens.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-big-board-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    board = await seedBigBoard(database.db, 'bigboard', TASKS);
  } finally {
    await database.close();
  }
  await writeThumbnails(dataDir, board.thumbnailKeys);
  server = await startServer({ DATA_DIR: dataDir });

  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(board.email);
  await page.locator('input[name="password"]').fill(board.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/bigboard\/projects$/, WAIT);
  await page.close();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
});

const card = (page: Page, number: number) =>
  page.locator('[data-testid^="task-card-"]', { hasText: `Task ${number}:` });

/** The card counts the column headers show, left to right. */
function columnCounts(page: Page): Promise<string[]> {
  return Promise.all(
    board.columnIds.map(
      async (id) => (await page.getByTestId(`column-count-${id}`).textContent()) ?? '',
    ),
  );
}

/** Whether the card lies wholly inside its column's scrolling area. */
function shownInColumn(page: Page, number: number, columnId: string): Promise<boolean> {
  return card(page, number).evaluate((node, id) => {
    const area = document.querySelector(`[data-testid="column-cards-${id}"]`);
    if (!area) return false;
    const shown = area.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return box.top >= shown.top && box.bottom <= shown.bottom + 1;
  }, columnId);
}

describe('a board of 50,000 tasks', () => {
  // First, while this browser holds no copy of the board.
  it("shows each column's first cards and its total, to look at, until the whole list comes", async () => {
    const [todo] = board.columnIds as [string, string, string];
    const page = await browser.newPage();
    let release: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(`**/api/boards/${board.boardId}/tasks`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}${board.path}`);
    await card(page, 1).waitFor(OPEN);
    await expect.poll(() => columnCounts(page), WAIT).toEqual(['16667', '16667', '16666']);
    // Each column's first card (tasks go round robin into the 3 columns); of the head's 30 cards a
    // column renders those in view only, as it will once the whole list is in.
    for (const number of [2, 3]) await card(page, number).waitFor(OPEN);
    const rendered = await page.locator('[data-testid^="task-card-"]').count();
    expect(rendered).toBeLessThan(3 * BOARD_HEAD_PER_COLUMN);
    expect(await page.getByTestId(`quick-add-top-${todo}`).count()).toBe(0);

    release();
    await page.getByTestId(`quick-add-top-${todo}`).waitFor(OPEN);
    expect(await columnCounts(page)).toEqual(['16667', '16667', '16666']);
    await page.close();
  });

  it('opens, scrolls a column to its last card, and keeps a moved card in its new column', async () => {
    const [todo, inProgress] = board.columnIds as [string, string, string];
    const page = await browser.newPage();
    await page.goto(`${server.url}${board.path}`);
    await card(page, 1).waitFor(OPEN);
    // Tasks go round robin into the 3 columns: every one of them is on the page.
    await expect.poll(() => columnCounts(page), WAIT).toEqual(['16667', '16667', '16666']);

    // The column renders only the cards in view: its last task (49,999) appears at the bottom.
    const area = page.getByTestId(`column-cards-${todo}`);
    await expect
      .poll(async () => {
        // Cards are measured as they come into view, so the bottom moves while scrolling.
        await area.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
        return (await card(page, 49_999).count()) > 0 && shownInColumn(page, 49_999, todo);
      }, OPEN)
      .toBe(true);
    await area.evaluate((node) => node.scrollTo({ top: 0 }));

    // Keyboard: the first card of To Do over to In Progress.
    const first = card(page, 1);
    await first.waitFor(WAIT);
    const taskId = ((await first.getAttribute('data-testid')) ?? '').replace('task-card-', '');
    await dragWithKeyboard(page, first, { key: 'ArrowRight', until: 'task BIG-2' });
    await expect.poll(() => columnCounts(page), WAIT).toEqual(['16666', '16668', '16666']);

    // Saved: the server has it in In Progress, and a fresh load of the board shows it there.
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
    const saved = await fetch(`${server.url}/api/tasks/${taskId}`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(((await saved.json()) as { task: Task }).task.columnId).toBe(inProgress);
    await page.reload();
    await card(page, 2).waitFor(OPEN);
    await expect.poll(() => columnCounts(page), WAIT).toEqual(['16666', '16668', '16666']);
    await page.close();
  });
});
