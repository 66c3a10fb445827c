import type { ActiveTimerResponse, Board, Column, Task, Workspace } from '@teamboard/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { boardApi, createBoard, joinWorkspace, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm } from './support/scene';
import type { RunningServer } from './support/server';
import { startTimerScene, type TimerScene } from './support/timer-clock';

/**
 * Issue 33's timer, chip, avatar, toast and wording fixes. The server runs on its own PostgreSQL
 * database so a test can move a running timer's start back ("advance the clock").
 */
let scene: TimerScene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Tara Timer', email: 'tara@example.com', password: 'timer password 1' };
// Both names pick the same colour from the name alone (the sum of their characters).
const teammates = [
  { name: 'Mia Moss', email: 'mia@example.com', password: 'timer password 2' },
  { name: 'Ola Olsen', email: 'ola@example.com', password: 'timer password 3' },
];
const WAIT = { timeout: 10_000 };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  scene = await startTimerScene(account, { name: 'Stopwatch', url: 'stopwatch' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** The task of the signed-in person's running timer, as the server has it. */
async function runningTaskId(): Promise<string | null> {
  const { timer } = await api.get<ActiveTimerResponse>('/api/tasks/timers/active');
  return timer?.task._id ?? null;
}

async function openBoard(board: Board): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/stopwatch/projects/${board._id}`);
  await page.locator('[data-testid^="board-column-"]').first().waitFor(WAIT);
  return page;
}

async function addTask(board: Board, column: Column, fields: Record<string, unknown>) {
  const { task } = await api.post<{ task: Task }>('/api/tasks', {
    boardId: board._id,
    columnId: column._id,
    fields,
    position: 'bottom',
  });
  return task;
}

/** An `oklch(l c h)` colour's chroma and hue, as Chromium computes Tailwind's colours. */
async function textColour(locator: Locator): Promise<{ chroma: number; hue: number }> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).color);
  const [, chroma = '0', hue = '0'] = /oklch\(\S+ (\S+) (\S+)\)/.exec(colour) ?? [];
  return { chroma: Number(chroma), hue: Number(hue) };
}

describe('issue 33: timers and the board page', () => {
  it('starting a second timer saves the first and says so, or says why it saved nothing', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Timers', [
      { title: 'Write the brief', column: 'To Do' },
      { title: 'Review the brief', column: 'To Do' },
    ]);
    const [first, second] = tasks as [Task, Task];
    const page = await openBoard(board);
    await card(page, 'Write the brief')
      .getByRole('button', { name: `Start timer on ${first.taskId}` })
      .click();
    const widget = page.getByTestId('active-timer');
    await expect.poll(() => widget.textContent(), WAIT).toContain('Write the brief');
    // The widget shows the timer at once (optimistically): the clock moves once the server has it.
    await expect.poll(() => runningTaskId(), WAIT).toBe(first._id);
    await scene.advanceRunningTimers(25);

    await card(page, 'Review the brief')
      .getByRole('button', { name: `Start timer on ${second.taskId}` })
      .click();
    await expect
      .poll(() => toasts(page).allTextContents(), WAIT)
      .toContainEqual(`Stopped the timer on ${first.taskId} and saved 25m`);
    await expect.poll(() => card(page, 'Write the brief').textContent(), WAIT).toContain('25m');
    await screenshot(page, 'timers-fixes-switch-saved');

    // Straight back: the second one ran under a minute, which the spec does not record.
    await card(page, 'Write the brief')
      .getByRole('button', { name: `Start timer on ${first.taskId}` })
      .click();
    await expect
      .poll(() => toasts(page).allTextContents(), WAIT)
      .toContainEqual(
        `Stopped the timer on ${second.taskId}: it ran under a minute, so nothing was saved`,
      );
    const { task: saved } = await api.get<{ task: Task }>(`/api/tasks/${first._id}`);
    expect(saved.timeEntries.map((entry) => Math.floor(entry.duration / 60))).toEqual([25]);
    const { task: skipped } = await api.get<{ task: Task }>(`/api/tasks/${second._id}`);
    expect(skipped.timeEntries).toEqual([]);
    await page.close();
  });

  it('colours due-date chips: overdue red, due within a day amber, later and done neutral', async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'Due dates');
    const todo = columns[0] as Column;
    const done = columns.at(-1) as Column;
    const now = Date.now();
    const day = (offset: number) => new Date(now + offset * DAY).toISOString();
    await addTask(board, todo, { title: 'Late one', dueDate: day(-3) });
    await addTask(board, todo, { title: 'Due now', dueDate: day(0) });
    await addTask(board, todo, { title: 'Far away', dueDate: day(60) });
    await addTask(board, done, { title: 'Finished late', dueDate: day(-3) });
    const page = await openBoard(board);
    const chip = (title: string) => card(page, title).locator('time').locator('..');
    await chip('Finished late').waitFor(WAIT);
    await screenshot(page, 'timers-fixes-due-chips');

    const late = await textColour(chip('Late one'));
    const soon = await textColour(chip('Due now'));
    const far = await textColour(chip('Far away'));
    const finished = await textColour(chip('Finished late'));
    expect(late.chroma).toBeGreaterThan(0.1);
    expect(late.hue).toBeLessThan(35);
    expect(soon.chroma).toBeGreaterThan(0.1);
    expect(soon.hue).toBeGreaterThan(40);
    expect(soon.hue).toBeLessThan(100);
    expect(far.chroma).toBeLessThan(0.05);
    expect(finished.chroma).toBeLessThan(0.05);
    await page.close();
  });

  it('keeps initials readable in avatar stacks and gives each person of a board their own colour', async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'People');
    const people = [scene.session.user];
    for (const teammate of teammates) {
      const session = await createVerifiedAccount(server.url, scene.mailbox, teammate);
      await joinWorkspace(api, boardApi(server.url, session), workspace._id, teammate.email);
      await api.post('/api/boards/members', { boardId: board._id, userId: session.user._id });
      people.push(session.user);
    }
    const ids = people.map((user) => user._id);
    await addTask(board, columns[0] as Column, { title: 'Pair up', assignees: ids });
    const page = await openBoard(board);
    const stack = card(page, 'Pair up').getByRole('img');
    await expect.poll(() => stack.count(), WAIT).toBe(3);
    await screenshot(page, 'timers-fixes-avatars');

    const shapes = await stack.evaluateAll((avatars) =>
      avatars.map((avatar) => ({
        left: avatar.getBoundingClientRect().left,
        initialsRight: (avatar.firstElementChild as Element).getBoundingClientRect().right,
        colour: getComputedStyle(avatar).backgroundColor,
      })),
    );
    for (const [index, shape] of shapes.slice(0, -1).entries()) {
      expect(shapes[index + 1]?.left).toBeGreaterThanOrEqual(shape.initialsRight);
    }
    expect(new Set(shapes.map((shape) => shape.colour)).size).toBe(3);
    await page.close();
  });

  it('offers one "+ Add task" in an empty column and no toast for a task the person just added', async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'Quiet');
    const todo = columns[0] as Column;
    const page = await openBoard(board);
    const column = page.getByTestId(`board-column-${todo._id}`);
    // The quick add shows once the whole task list is in (it can be changed only then).
    await column.getByRole('button', { name: '+ Add task' }).first().waitFor(WAIT);
    expect(await column.getByRole('button', { name: '+ Add task' }).count()).toBe(1);

    await column.getByRole('button', { name: '+ Add task' }).click();
    const title = column.getByRole('textbox', { name: /New task title/ });
    for (const name of ['One', 'Two', 'Three']) {
      await title.fill(name);
      await title.press('Enter');
      await card(page, name).waitFor(WAIT);
    }
    await screenshot(page, 'timers-fixes-quick-add');
    expect(await toasts(page).count()).toBe(0);
    await page.close();
  });

  it('says what assignees and members are, in the task panel and in the filter', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Words', [
      { title: 'Explain roles', column: 'To Do' },
    ]);
    const page = await openBoard(board);
    await page.getByTestId('filter-members').click();
    const filter = page.getByRole('dialog', { name: /filter/ });
    await expect.poll(() => filter.textContent(), WAIT).toMatch(/assignee.*does the work/i);
    await expect.poll(() => filter.textContent(), WAIT).toMatch(/member.*follows it/i);
    await page.keyboard.press('Escape');

    await page.goto(
      `${server.url}/stopwatch/projects/${board._id}?task=${(tasks[0] as Task).taskId}`,
    );
    const panel = page.getByTestId('task-panel');
    const assignees = panel.getByRole('button', { name: /^Assignees:/ });
    await assignees.click();
    const picker = page.getByRole('dialog', { name: 'Assignees' });
    await expect.poll(() => picker.textContent(), WAIT).toMatch(/do the work/);
    expect(await assignees.getAttribute('aria-describedby')).toBeTruthy();
    await screenshot(page, 'timers-fixes-panel-words');
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: /^Members:/ }).click();
    const members = page.getByRole('dialog', { name: 'Members' });
    await expect.poll(() => members.textContent(), WAIT).toMatch(/follow it/);
    await page.close();
  });

  it('keeps the form builder\'s "Answer goes to" inside its card', async () => {
    const { board } = await createBoard(api, workspace._id, 'Intake');
    const page = await browser.newPage();
    await page.goto(`${server.url}/stopwatch/projects/${board._id}/forms`);
    await page.getByRole('link', { name: 'Create a form' }).click();
    const field = page.getByRole('listitem', { name: 'Field 1' });
    const target = field.getByLabel('Answer goes to');
    await target.waitFor(WAIT);
    await screenshot(page, 'timers-fixes-form-builder');
    // The question's box spans the card's inner width.
    const question = field.getByLabel('Question');
    const [select, box] = await Promise.all([target.boundingBox(), question.boundingBox()]);
    expect(select!.x + select!.width).toBeLessThanOrEqual(box!.x + box!.width);
    await page.close();
  });
});
