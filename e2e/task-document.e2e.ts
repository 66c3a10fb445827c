import type { Checklist } from '@teamboard/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { dragWithKeyboard } from './support/drag';
import { watchRoomJoin } from './support/room-join';
import { taskCard, useTwoPeopleScene } from './support/scene';

const owner = { name: 'Carla Owner', email: 'carla@example.com', password: 'checklist pass 1' };
const member = { name: 'Dmitri Member', email: 'dmitri@example.com', password: 'checklist pass 2' };
const scene = useTwoPeopleScene(owner, member, { name: 'Check Co', url: 'check-co' });

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

async function openBoard(browser: BrowserContext, boardId: string): Promise<Page> {
  const page = await browser.newPage();
  const joined = watchRoomJoin(page, 'join-board', boardId);
  await page.goto(`${scene.server.url}/check-co/projects/${boardId}`);
  await expect.poll(joined, WAIT).toBe(true);
  return page;
}

const itemTitles = async (taskId: string) => {
  const { checklists } = await scene.owner.api.get<{ checklists: Checklist[] }>(
    `/api/tasks/${taskId}/checklists`,
  );
  return checklists.flatMap((checklist) =>
    checklist.items.map((item) => `${item.done ? '[x]' : '[ ]'} ${item.title}`),
  );
};

async function addItems(panel: Locator, titles: string[]): Promise<void> {
  await panel.getByRole('button', { name: 'Add an item' }).click();
  for (const title of titles) {
    const field = panel.getByRole('textbox', { name: 'Add an item' });
    await field.fill(title);
    await field.press('Enter');
    await expect.poll(() => panel.getByTestId('checklist-item').count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => panel.getByText(title, { exact: true }).count(), WAIT).toBe(1);
  }
  await panel.getByRole('textbox', { name: 'Add an item' }).press('Escape');
}

/** Ticks an item: its box is checked once the click's change is shown. */
async function tick(panel: Locator, title: string): Promise<void> {
  const box = panel.getByRole('checkbox', { name: title });
  await box.click();
  await expect.poll(() => box.isChecked(), WAIT).toBe(true);
}

describe('checklists', () => {
  it('are made and ticked in the panel, shown on both people’s cards live, reordered by keyboard and deleted with Undo', async () => {
    const { board, tasks } = await createBoard(
      scene.owner.api,
      scene.workspace._id,
      'Release Train',
      [{ title: 'Ship version 2', column: 'To Do' }],
    );
    const task = tasks[0];
    if (!task) throw new Error('board not set up');
    const ownerPage = await openBoard(scene.owner.browser, board._id);
    const memberPage = await openBoard(scene.member.browser, board._id);

    await taskCard(ownerPage, 'Ship version 2').getByRole('link').click();
    const panel = ownerPage.getByTestId('task-panel');
    await panel.getByRole('button', { name: 'Add checklist' }).click();
    const title = panel.getByRole('textbox', { name: 'Checklist title' });
    await title.fill('Release steps');
    await title.press('Enter');
    await expect
      .poll(() => panel.getByRole('heading', { name: 'Release steps' }).count(), WAIT)
      .toBe(1);
    await addItems(panel, ['Write notes', 'Tag the build', 'Announce']);
    expect(await itemTitles(task._id)).toEqual([
      '[ ] Write notes',
      '[ ] Tag the build',
      '[ ] Announce',
    ]);

    await tick(panel, 'Write notes');
    await tick(panel, 'Tag the build');
    await expect
      .poll(() => taskCard(ownerPage, 'Ship version 2').innerText(), WAIT)
      .toContain('2/3');
    await expect
      .poll(() => taskCard(memberPage, 'Ship version 2').innerText(), WAIT)
      .toContain('2/3');
    await expect
      .poll(() => itemTitles(task._id), WAIT)
      .toEqual(['[x] Write notes', '[x] Tag the build', '[ ] Announce']);
    await screenshot(ownerPage, '90-checklist-panel-two-of-three');
    await screenshot(memberPage, '91-checklist-card-live-on-second-screen');

    // By keyboard: Space picks the item up by its handle, the arrows move it, Space drops it.
    await dragWithKeyboard(ownerPage, panel.getByRole('button', { name: 'Move Announce' }), {
      key: 'ArrowUp',
      until: 'Write notes',
    });
    await expect
      .poll(() => itemTitles(task._id), WAIT)
      .toEqual(['[ ] Announce', '[x] Write notes', '[x] Tag the build']);

    // Deleted, then Undo: the item is back and the server never lost it.
    await panel.getByRole('button', { name: 'Details of Tag the build' }).click();
    await panel.getByRole('button', { name: 'Delete item' }).click();
    await expect
      .poll(() => panel.getByText('Tag the build', { exact: true }).count(), WAIT)
      .toBe(0);
    await ownerPage.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => panel.getByText('Tag the build', { exact: true }).count(), WAIT)
      .toBe(1);
    await screenshot(ownerPage, '92-checklist-undo');

    // Deleted and left: once Undo is gone, the server deletes it, and both cards count 1/2.
    await panel.getByRole('button', { name: 'Details of Tag the build' }).click();
    await panel.getByRole('button', { name: 'Delete item' }).click();
    await ownerPage.mouse.move(1, 1);
    await expect
      .poll(() => itemTitles(task._id), { timeout: 15_000 })
      .toEqual(['[ ] Announce', '[x] Write notes']);
    await expect
      .poll(() => taskCard(memberPage, 'Ship version 2').innerText(), WAIT)
      .toContain('1/2');

    await tick(panel, 'Announce');
    await expect
      .poll(() => taskCard(memberPage, 'Ship version 2').innerText(), WAIT)
      .toContain('2/2');
    await screenshot(memberPage, '93-checklist-complete-card');
  });
});

describe('the task panel without a Save button', () => {
  it('saves every property as it is set, and a second person sees each change live', async () => {
    const { board, tasks } = await createBoard(
      scene.owner.api,
      scene.workspace._id,
      'Live Fields',
      [{ title: 'Ship version 2', column: 'To Do' }],
    );
    const task = tasks[0];
    if (!task) throw new Error('board not set up');
    const ownerPage = await openBoard(scene.owner.browser, board._id);
    const memberPage = await openBoard(scene.member.browser, board._id);
    for (const page of [ownerPage, memberPage]) {
      await taskCard(page, 'Ship version 2').getByRole('link').click();
    }
    const panel = ownerPage.getByTestId('task-panel');
    const theirs = memberPage.getByTestId('task-panel');
    await expect.poll(() => theirs.getByLabel('Title').inputValue(), WAIT).toBe('Ship version 2');
    expect(await panel.getByRole('button', { name: 'Save' }).count()).toBe(0);

    const title = panel.getByLabel('Title');
    await title.fill('Ship version 3');
    await title.press('Enter');
    // Levels and dates are buttons, a choice closes their picker; people and labels are options
    // of a list that stays open for more, closed by Escape (a second Escape would close the panel).
    const pick = async (pill: RegExp, choice: string, role: 'button' | 'option' = 'button') => {
      await panel.getByRole('button', { name: pill }).click();
      const picker = ownerPage.getByRole('dialog');
      await picker.getByRole(role, { name: choice, exact: true }).click();
      if (role === 'option') await ownerPage.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
    };
    await pick(/^Priority:/, 'Urgent');
    await pick(/^Complexity:/, 'Hard');
    await pick(/^Assignees:/, member.name, 'option');
    await pick(/^Due date:/, 'Tomorrow');
    await panel.getByRole('button', { name: /^Labels:/ }).click();
    await ownerPage.getByRole('combobox', { name: 'Search labels' }).fill('Launch');
    await ownerPage.getByRole('button', { name: 'Create label “Launch”' }).click();
    await ownerPage.keyboard.press('Escape');
    const description = panel.getByRole('textbox', { name: 'Description' });
    await description.click();
    await ownerPage.keyboard.type('Ready for **review**');
    await title.click();

    // The second person's open panel and card follow, field by field.
    await expect.poll(() => theirs.getByLabel('Title').inputValue(), WAIT).toBe('Ship version 3');
    for (const pill of [
      'Priority: Urgent',
      'Complexity: Hard',
      `Assignees: ${member.name}`,
      'Labels: Launch',
    ]) {
      await expect.poll(() => theirs.getByRole('button', { name: pill }).count(), WAIT).toBe(1);
    }
    await expect
      .poll(
        () => theirs.getByRole('button', { name: /^Due date:/ }).getAttribute('aria-label'),
        WAIT,
      )
      .not.toBe('Due date: None');
    await expect
      .poll(() => theirs.getByRole('textbox', { name: 'Description' }).innerHTML(), WAIT)
      .toContain('<strong>review</strong>');
    const card = taskCard(memberPage, 'Ship version 3');
    await expect.poll(() => card.innerText(), WAIT).toContain('Launch');
    await screenshot(memberPage, '95-properties-live-on-second-screen');
  });
});

describe('undo', () => {
  it('brings a deleted task back with Undo, and deletes it once the toast is gone', async () => {
    const { board, tasks } = await createBoard(
      scene.owner.api,
      scene.workspace._id,
      'Second Thoughts',
      [{ title: 'Keep me', column: 'To Do' }],
    );
    const task = tasks[0];
    if (!task) throw new Error('board not set up');
    const page = await openBoard(scene.owner.browser, board._id);
    const taskStatus = async () => {
      const response = await fetch(`${scene.server.url}/api/tasks/${task._id}`, {
        headers: { authorization: `Bearer ${scene.owner.session.access_token}` },
      });
      return response.status;
    };

    await taskCard(page, 'Keep me').getByRole('link').click();
    await page.getByTestId('task-panel').getByRole('button', { name: 'Delete task' }).click();
    await expect.poll(() => taskCard(page, 'Keep me').count(), WAIT).toBe(0);
    await screenshot(page, '94-task-deleted-undo-offered');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => taskCard(page, 'Keep me').count(), WAIT).toBe(1);
    expect(await taskStatus()).toBe(200);

    await taskCard(page, 'Keep me').getByRole('link').click();
    await page.getByTestId('task-panel').getByRole('button', { name: 'Delete task' }).click();
    // A toast under the pointer waits (as sonner's do, for reading): the pointer leaves it.
    await page.mouse.move(1, 1);
    await expect.poll(taskStatus, { timeout: 15_000 }).toBe(404);
    expect(await taskCard(page, 'Keep me').count()).toBe(0);
  });
});
