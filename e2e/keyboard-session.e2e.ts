import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, pageLayout, taskComments } from './support/boards';
import { screenshot } from './support/browser';
import { dragWithKeyboard } from './support/drag';
import { startScene, taskCard, type Scene } from './support/scene';

const account = { name: 'Noa Nomouse', email: 'noa@example.com', password: 'no mouse password 1' };
const WAIT = { timeout: 10_000 };
let scene: Scene;

beforeAll(async () => {
  scene = await startScene(account, { name: 'Keyhouse', url: 'keyhouse' });
}, 120_000);
afterAll(async () => {
  await scene.close();
});

/** The focused element's text, or its accessible label when it has one. */
const focused = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.textContent.trim() ??
      '',
  );

/** Tab until the focus is on an element whose label or text matches, as someone would. */
async function tabTo(page: Page, target: RegExp, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (target.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}; last: ${await focused(page)}`);
}

describe('a working session without the mouse', () => {
  it('signs in, jumps to a board, creates, sets, moves, opens, comments on and closes a task', async () => {
    const { board } = await createBoard(scene.api, scene.workspace._id, 'Launch plan', [
      { title: 'Book the venue', column: 'To Do' },
    ]);
    const page = await scene.browser.newPage();
    // Nothing below clicks or taps: every step is a key press.

    await page.goto(`${scene.server.url}/login`);
    await page.locator('input[name="email"]').waitFor(WAIT);
    for (let step = 0; step < 20; step += 1) {
      if (await page.evaluate(() => document.activeElement?.getAttribute('name') === 'email'))
        break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/keyhouse\/projects$/, WAIT);

    // The palette jumps to the board.
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor(WAIT);
    await page.keyboard.type('launch');
    await palette.getByRole('option', { name: /Launch plan/ }).waitFor(WAIT);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), WAIT).toContain(`/projects/${board._id}`);

    // …and creates a task there, which opens in the panel.
    await taskCard(page, 'Book the venue').waitFor(WAIT);
    await page.keyboard.press('Control+k');
    await palette.waitFor(WAIT);
    await page.keyboard.type('create a task');
    await palette.getByRole('option', { name: /Create a task in Launch plan/ }).waitFor(WAIT);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Print the badges');
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Print the badges');

    // Its priority from its pill's picker, then "a" assigns it to me.
    await panel.getByTestId('pill-priority').waitFor(WAIT);
    await tabTo(page, /^Priority:/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Priority' }).waitFor(WAIT);
    await tabTo(page, /Urgent/, 6);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => panel.getByTestId('pill-priority').getAttribute('aria-label'), WAIT)
      .toBe('Priority: Urgent');
    await page.keyboard.press('a');
    await expect
      .poll(() => panel.getByTestId('pill-assignees').getAttribute('aria-label'), WAIT)
      .toBe(`Assignees: ${account.name}`);

    // Closed, the focus is on its card: Space picks it up, arrows carry it to the next column.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => focused(page), WAIT).toMatch(/Print the badges$/);
    await dragWithKeyboard(page, taskCard(page, 'Print the badges'), {
      key: 'ArrowRight',
      until: 'the end of column In Progress',
    });
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'To Do', tasks: ['Book the venue'] },
        { column: 'In Progress', tasks: ['Print the badges'] },
        { column: 'Done', tasks: [] },
      ]);

    // Opened again, a comment posted with Ctrl+Enter, then closed.
    await expect.poll(() => focused(page), WAIT).toMatch(/Print the badges$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Print the badges');
    await tabTo(page, /^Add a comment$/);
    await page.keyboard.type('Printer booked for Tuesday');
    await page.keyboard.press('Control+Enter');
    const { tasks } = await scene.api.get<{ tasks: { _id: string; title: string }[] }>(
      `/api/boards/${board._id}/tasks`,
    );
    const printed = tasks.find((task) => task.title === 'Print the badges');
    await expect
      .poll(async () => (printed ? await taskComments(scene.api, printed._id) : []), WAIT)
      .toEqual(['<p>Printer booked for Tuesday</p>']);
    await screenshot(page, 'keyboard-session');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached', ...WAIT });
  });
});
