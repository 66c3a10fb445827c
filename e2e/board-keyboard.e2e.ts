import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBoard, pageLayout } from './support/boards';
import { screenshot } from './support/browser';
import { dragWithKeyboard, isStill } from './support/drag';
import { taskCard, useSignedInScene } from './support/scene';

const account = { name: 'Kiri Keys', email: 'kiri@example.com', password: 'keyboard password 1' };
const scene = useSignedInScene(account, { name: 'Key Works', url: 'key-works' });

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

/** What has the focus: a card's link reads "<task key> <title>". */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent.trim() ?? '');

/** Presses keys one by one, as someone would. */
async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

describe('the board without the mouse', () => {
  it('moves the focus, opens a task, assigns it, sets its priority, closes it and moves its card', async () => {
    const { board, tasks } = await createBoard(scene.api, scene.workspace._id, 'Keys', [
      { title: 'Draft copy', column: 'To Do' },
      { title: 'Review copy', column: 'To Do' },
      { title: 'Ship it', column: 'In Progress' },
    ]);
    const [draft, review, ship] = tasks.map((task) => task.taskId);
    const page = await scene.browser.newPage();
    await page.goto(`${scene.server.url}/key-works/projects/${board._id}`);
    await page.getByRole('img', { name: 'Live updates on' }).waitFor(WAIT);
    // A card is one interactive element, named by what it shows.
    const cardChecks = await new AxeBuilder({ page })
      .include('[data-testid^="task-card-"]')
      .withRules(['nested-interactive', 'label-content-name-mismatch'])
      .analyze();
    expect(cardChecks.violations).toEqual([]);
    expect(cardChecks.passes.map((rule) => rule.id)).toContain('nested-interactive');

    await press(page, 'j');
    expect(await focused(page)).toBe(`${draft} Draft copy`);
    await press(page, 'ArrowDown');
    expect(await focused(page)).toBe(`${review} Review copy`);
    await press(page, 'l');
    expect(await focused(page)).toBe(`${ship} Ship it`);
    await press(page, 'ArrowLeft', 'j');
    expect(await focused(page)).toBe(`${review} Review copy`);

    await press(page, 'Enter');
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getAttribute('aria-label'), WAIT).toBe(`Task ${review}`);
    await panel.getByTestId('pill-priority').waitFor(WAIT);

    await press(page, 'a');
    await expect
      .poll(() => panel.getByTestId('pill-assignees').getAttribute('aria-label'), WAIT)
      .toBe('Assignees: Kiri Keys');

    await press(page, 'p');
    const picker = page.getByRole('dialog', { name: 'Priority' });
    await picker.waitFor(WAIT);
    for (let step = 0; step < 5 && !(await focused(page)).includes('Urgent'); step += 1) {
      await press(page, 'Tab');
    }
    await press(page, 'Enter');
    await expect
      .poll(() => panel.getByTestId('pill-priority').getAttribute('aria-label'), WAIT)
      .toBe('Priority: Urgent');

    await press(page, 'Escape');
    await panel.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => focused(page), WAIT).toBe(`${review} Review copy`);

    await dragWithKeyboard(page, taskCard(page, 'Review copy'), {
      key: 'ArrowRight',
      until: `task ${ship}`,
    });
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'To Do', tasks: ['Draft copy'] },
        { column: 'In Progress', tasks: ['Review copy', 'Ship it'] },
        { column: 'Done', tasks: [] },
      ]);
    await expect.poll(() => focused(page), WAIT).toBe(`${review} Review copy`);
    const moved = taskCard(page, 'Review copy');
    expect(await moved.getByRole('img', { name: 'Urgent' }).count()).toBe(1);
    await expect.poll(() => moved.evaluate(isStill), WAIT).toBe(true);
    await screenshot(page, 'board-keyboard');
  });
});
