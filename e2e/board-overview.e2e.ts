import type { Task, Workspace } from '@teamboard/shared';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, pageLayout, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Olu Overview', email: 'olu@example.com', password: 'overview password 1' };

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };
const DAY_MS = 86_400_000;

/** Midnight UTC `days` from today: how the app writes a picked due day. */
function dueIn(days: number): string {
  const today = new Date().toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00.000Z`) + days * DAY_MS).toISOString();
}

beforeAll(async () => {
  scene = await startScene(account, { name: 'Lookout', url: 'lookout' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

describe('board overview and reports in the browser', () => {
  it("opens the kanban filtered to the overdue tasks from the overview's overdue count", async () => {
    const { board, columns } = await createBoard(api, workspace._id, 'Launch');
    const column = (title: string) => columns.find((each) => each.title === title)?._id ?? '';
    const add = async (title: string, columnTitle: string, dueDate: string | null) => {
      const { task } = await api.post<{ task: Task }>('/api/tasks', {
        boardId: board._id,
        columnId: column(columnTitle),
        fields: { title, dueDate },
        position: 'bottom',
      });
      return task;
    };
    await add('Write the press release', 'To Do', dueIn(-3));
    await add('Fix the signup form', 'In Progress', dueIn(-10));
    await add('Plan the party', 'To Do', dueIn(10));
    await add('Pick a mascot', 'To Do', null);
    const shipped = await add('Ship the beta', 'In Progress', null);
    await api.post('/api/tasks/move', {
      taskId: shipped._id,
      columnId: column('Done'),
      position: 'bottom',
    });
    await api.post(`/api/tasks/${shipped._id}/time`, {
      startTime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      duration: 5400,
    });

    const page = await browser.newPage();
    await page.goto(`${server.url}/lookout/projects/${board._id}/overview`);
    const overdue = page.getByRole('link', { name: /^Overdue/ });
    await expect.poll(() => overdue.textContent(), WAIT).toBe('Overdue2');
    await expect
      .poll(() => page.getByRole('list', { name: 'Recent activity' }).textContent(), WAIT)
      .toContain('moved this task from In Progress to Done');
    await screenshot(page, 'board-overview');

    await overdue.click();

    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?dueDates=overdue');
    await expect
      .poll(() => pageLayout(page), WAIT)
      .toEqual([
        { column: 'To Do', tasks: ['Write the press release'] },
        { column: 'In Progress', tasks: ['Fix the signup form'] },
        { column: 'Done', tasks: [] },
      ]);
    await screenshot(page, 'board-overview-overdue');

    await page.goto(`${server.url}/lookout/projects/${board._id}/reports`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Throughput per week' }).textContent(), WAIT)
      .toMatch(/Tasks completed.*1$/);
    await page.locator('.recharts-surface').first().waitFor(WAIT);
    await screenshot(page, 'board-reports');
    await page.close();
  });
});
