import type { Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoard,
  pageLayout,
  serverLayout,
  taskActivity,
  taskComments,
  type BoardApi,
} from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';
import { dragWithKeyboard, dragWithMouse } from './support/drag';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = {
  name: 'Kofi Kanban',
  email: 'kofi@example.com',
  password: 'kanban password 1',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Orbit Labs', url: 'orbit-labs' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

const boardUrl = (boardId: string) => `${server.url}/orbit-labs/projects/${boardId}`;

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });

/** The titles of the cards the page shows, in board order. */
async function shownTitles(page: Page): Promise<string[]> {
  return (await pageLayout(page)).flatMap((column) => column.tasks);
}

async function quickAdd(page: Page, columnId: string, titles: string[]): Promise<void> {
  const quickAddBox = page.getByTestId(`quick-add-bottom-${columnId}`);
  await quickAddBox.getByRole('button', { name: '+ Add task' }).click();
  const input = quickAddBox.getByRole('textbox');
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await expect.poll(() => card(page, title).count(), WAIT).toBeGreaterThan(0);
  }
  await input.press('Escape');
}

describe('board', () => {
  it('adds a column and tasks, and moves cards by mouse and by keyboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/orbit-labs/projects`);
    await page.getByTestId('new-project').click();
    await page.waitForURL(/\/projects\/create/);
    await page.locator('input[name="title"]').fill('Website Relaunch');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/orbit-labs\/projects\/[0-9a-f-]{36}$/);
    const boardId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'To Do', tasks: [] },
        { column: 'In Progress', tasks: [] },
        { column: 'Done', tasks: [] },
      ]);

    // A fourth column, added after the last one.
    await page.getByTestId('add-column').getByRole('button', { name: '+ Add column' }).click();
    const columnTitle = page.getByLabel('New column title');
    await columnTitle.fill('Review');
    await columnTitle.press('Enter');
    await expect
      .poll(async () => (await pageLayout(page)).map((column) => column.column), WAIT)
      .toEqual(['To Do', 'In Progress', 'Done', 'Review']);
    await columnTitle.press('Escape');

    const columnIds = await page
      .locator('[data-testid^="board-column-"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-testid')?.replace('board-column-', '') ?? ''),
      );
    const [todo, inProgress, , review] = columnIds as [string, string, string, string];
    await quickAdd(page, todo, ['Write launch copy', 'Pick a domain', 'Draft press release']);
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'To Do', tasks: ['Write launch copy', 'Pick a domain', 'Draft press release'] },
        { column: 'In Progress', tasks: [] },
        { column: 'Done', tasks: [] },
        { column: 'Review', tasks: [] },
      ]);
    expect(await serverLayout(api, boardId)).toEqual(await pageLayout(page));

    // Mouse: "Pick a domain" into In Progress.
    await dragWithMouse(
      page,
      card(page, 'Pick a domain'),
      page.getByTestId(`board-column-${inProgress}`),
    );
    await expect
      .poll(() => page.getByTestId(`column-cards-${inProgress}`).textContent(), WAIT)
      .toContain('Pick a domain');

    // Keyboard: "Draft press release" three columns to the right, into the empty Review column.
    const draft = card(page, 'Draft press release');
    await dragWithKeyboard(page, draft, { key: 'ArrowRight', until: 'the end of column Review' });
    await expect
      .poll(() => page.getByTestId(`column-cards-${review}`).textContent(), WAIT)
      .toContain('Draft press release');

    const moved = [
      { column: 'To Do', tasks: ['Write launch copy'] },
      { column: 'In Progress', tasks: ['Pick a domain'] },
      { column: 'Done', tasks: [] },
      { column: 'Review', tasks: ['Draft press release'] },
    ];
    await expect.poll(() => serverLayout(api, boardId), WAIT).toEqual(moved);
    await page.reload();
    await expect.poll(() => pageLayout(page), WAIT).toEqual(moved);
    await screenshot(page, '30-board-columns-and-cards');
    await page.close();
  });

  it('puts a card back where it was when the server refuses the move', async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'Rollback Board', [
      { title: 'Stay put', column: 'To Do' },
      { title: 'Keep me company', column: 'To Do' },
    ]);
    const done = columns.find((column) => column.title === 'Done')?._id ?? '';
    const before = [
      { column: 'To Do', tasks: ['Stay put', 'Keep me company'] },
      { column: 'In Progress', tasks: [] },
      { column: 'Done', tasks: [] },
    ];
    const page = await browser.newPage();
    await page.goto(boardUrl(board._id));
    await expect.poll(() => pageLayout(page), WAIT).toEqual(before);

    // The failure is held back until the card is seen in Done: the move is shown at once.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/api/tasks/move', async (route) => {
      await failing;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server fell over', code: 'INTERNAL' }),
      });
    });
    await dragWithMouse(page, card(page, 'Stay put'), page.getByTestId(`board-column-${done}`));
    await expect
      .poll(() => page.getByTestId(`column-cards-${done}`).textContent(), WAIT)
      .toContain('Stay put');
    fail();

    await expect.poll(() => pageLayout(page), WAIT).toEqual(before);
    await expect.poll(() => page.getByText('Server fell over').count(), WAIT).toBeGreaterThan(0);
    await screenshot(page, '31-board-move-rolled-back');

    await page.unroute('**/api/tasks/move');
    expect(await serverLayout(api, board._id)).toEqual(before);
    await page.reload();
    await expect.poll(() => pageLayout(page), WAIT).toEqual(before);
    await page.close();
  });

  it('reorders columns by keyboard and by mouse, and keeps the order', async () => {
    const { board } = await createBoard(api, workspace._id, 'Column Order', [
      { title: 'First task', column: 'To Do' },
    ]);
    const columnTitles = async () => (await pageLayout(page)).map((column) => column.column);
    const page = await browser.newPage();
    await page.goto(boardUrl(board._id));
    await expect.poll(columnTitles, WAIT).toEqual(['To Do', 'In Progress', 'Done']);

    // Keyboard: Done one place to the left.
    await dragWithKeyboard(page, page.getByRole('button', { name: 'Move column Done' }), {
      key: 'ArrowLeft',
      until: 'column In Progress',
      presses: 1,
    });
    await expect.poll(columnTitles, WAIT).toEqual(['To Do', 'Done', 'In Progress']);
    await expect
      .poll(async () => (await serverLayout(api, board._id)).map((column) => column.column), WAIT)
      .toEqual(['To Do', 'Done', 'In Progress']);

    // Mouse: To Do by its handle onto the last column, whose place it takes.
    const inProgress = page.locator('[data-testid^="board-column-"]', {
      has: page.getByRole('button', { name: 'Move column In Progress' }),
    });
    await dragWithMouse(page, page.getByRole('button', { name: 'Move column To Do' }), inProgress);
    await expect.poll(columnTitles, WAIT).toEqual(['Done', 'In Progress', 'To Do']);
    await expect
      .poll(async () => (await serverLayout(api, board._id)).map((column) => column.column), WAIT)
      .toEqual(['Done', 'In Progress', 'To Do']);

    await page.reload();
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'Done', tasks: [] },
        { column: 'In Progress', tasks: [] },
        { column: 'To Do', tasks: ['First task'] },
      ]);
    await page.close();
  });

  it('filters by priority and search through the query string', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Filter Board', [
      { title: 'Fix login bug', column: 'To Do' },
      { title: 'Pick a domain', column: 'To Do' },
      {
        title: 'Write launch copy',
        column: 'In Progress',
        description: 'Mention the Zeppelin partnership in the second paragraph.',
      },
    ]);
    const page = await browser.newPage();
    await page.goto(boardUrl(board._id));
    await expect
      .poll(() => shownTitles(page), WAIT)
      .toEqual(['Fix login bug', 'Pick a domain', 'Write launch copy']);

    // Priority through the task panel.
    await card(page, 'Fix login bug').getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Fix login bug');
    await panel.getByRole('button', { name: 'Priority: No Priority' }).click();
    await page
      .getByRole('dialog', { name: 'Priority' })
      .getByRole('button', { name: 'Urgent' })
      .click();
    const priority = async () =>
      (await api.get<{ task: { priority: number } }>(`/api/tasks/${tasks[0]?._id}`)).task.priority;
    await expect.poll(priority, WAIT).toBe(2);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panel.count(), WAIT).toBe(0);

    // Priority is Urgent: only that card, and the filter is in the address.
    await page.getByTestId('filter-priority').click();
    // The box reflects the address, which updates a moment after the click: click, then wait.
    const urgent = page.getByRole('dialog', { name: 'Priority filter' }).getByLabel('Urgent');
    await urgent.click();
    await expect.poll(() => urgent.isChecked(), WAIT).toBe(true);
    await expect.poll(() => shownTitles(page), WAIT).toEqual(['Fix login bug']);
    expect(new URL(page.url()).searchParams.get('priority')).toBe('2');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('filter-priority').textContent()).toBe('Priority is (1)');
    await screenshot(page, '32-board-filtered');

    // The same address in another page shows the same filtered board.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect.poll(() => shownTitles(shared), WAIT).toEqual(['Fix login bug']);
    expect(await shared.getByTestId('filter-priority').textContent()).toBe('Priority is (1)');
    await page.close();

    // Search: q in the address, matched on the title whatever the case.
    await shared.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .poll(() => shownTitles(shared), WAIT)
      .toEqual(['Fix login bug', 'Pick a domain', 'Write launch copy']);
    await shared.getByLabel('Search tasks').fill('DOMAIN');
    await expect.poll(() => shownTitles(shared), WAIT).toEqual(['Pick a domain']);
    await expect.poll(() => new URL(shared.url()).searchParams.get('q'), WAIT).toBe('DOMAIN');
    expect(new URL(shared.url()).searchParams.has('priority')).toBe(false);
    await shared.reload();
    await expect.poll(() => shownTitles(shared), WAIT).toEqual(['Pick a domain']);
    expect(await shared.getByLabel('Search tasks').inputValue()).toBe('DOMAIN');

    // A word only the description has: the board's list has no descriptions, the server finds it.
    await shared.getByLabel('Search tasks').fill('zeppelin');
    await expect.poll(() => shownTitles(shared), WAIT).toEqual(['Write launch copy']);
    await shared.close();
  });

  it('adds a comment and lists the task history in the task panel', async () => {
    const { board, columns, tasks } = await createBoard(api, workspace._id, 'Panel Board', [
      { title: 'Write launch copy', column: 'To Do' },
    ]);
    const task = tasks[0];
    const inProgress = columns.find((column) => column.title === 'In Progress');
    if (!task || !inProgress) throw new Error('board not set up');
    await api.post('/api/tasks/move', {
      taskId: task._id,
      columnId: inProgress._id,
      position: 'bottom',
    });
    const page = await browser.newPage();
    await page.goto(boardUrl(board._id));
    await card(page, 'Write launch copy').getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Write launch copy');
    expect(new URL(page.url()).searchParams.get('task')).toBe(task.taskId);

    await expect.poll(() => panel.getByText('No comments yet.').count(), WAIT).toBe(1);
    await panel.getByLabel('Add a comment').fill('Needs a friendlier tone before launch.');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    const comments = panel.locator('[data-testid^="comment-"]');
    await expect
      .poll(() => comments.allTextContents(), WAIT)
      .toEqual([expect.stringContaining('Needs a friendlier tone before launch.')]);
    expect(await comments.first().textContent()).toContain(account.name);
    expect(await panel.getByLabel('Add a comment').textContent()).toBe('');
    expect(await taskComments(api, task._id)).toEqual([
      '<p>Needs a friendlier tone before launch.</p>',
    ]);
    await screenshot(page, '33-task-panel-comments');

    // Still there after a reload (the panel is in the address).
    await page.reload();
    await expect
      .poll(() => comments.allTextContents(), WAIT)
      .toEqual([expect.stringContaining('Needs a friendlier tone before launch.')]);

    // Everything on one timeline, newest last: the history and the comment itself.
    await panel.getByRole('radio', { name: 'All', exact: true }).click();
    const timeline = panel.getByRole('tabpanel').locator('li');
    await expect
      .poll(() => timeline.allTextContents(), WAIT)
      .toEqual([
        expect.stringContaining(`${account.name} created this task`),
        expect.stringContaining(`${account.name} moved this task from To Do to In Progress`),
        expect.stringContaining('Needs a friendlier tone before launch.'),
      ]);
    expect((await taskActivity(api, task._id)).map((entry) => entry.type)).toEqual([
      'comment_added',
      'task_moved',
      'task_created',
    ]);
    await screenshot(page, '34-task-panel-activity');
    await page.close();
  });
});
