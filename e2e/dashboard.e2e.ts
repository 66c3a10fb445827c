import type { Task } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';

let scene: Scene;
const account = {
  name: 'Dana Dashboard',
  email: 'dana@example.com',
  password: 'dashboard password 1',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };
const DAY_MS = 86_400_000;

/** Midnight UTC `days` from today: how the app writes a picked due day. */
function dueIn(days: number): string {
  const today = new Date().toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00.000Z`) + days * DAY_MS).toISOString();
}

beforeAll(async () => {
  scene = await startScene(account, { name: 'Homestead', url: 'homestead' });
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

describe('workspace home and dashboard in the browser', () => {
  it('lists my tasks by due date and the board I opened, at home and on the dashboard', async () => {
    const { api, workspace, browser, server, session } = scene;
    const { board, columns } = await createBoard(api, workspace._id, 'Garden');
    const add = (title: string, dueDate: string | null) =>
      api.post<{ task: Task }>('/api/tasks', {
        boardId: board._id,
        columnId: columns[0]?._id,
        fields: { title, dueDate, assignees: [session.user._id] },
      });
    await add('Water the roses', dueIn(-2));
    await add('Plant tulips', dueIn(0));
    await add('Build a shed', dueIn(40));

    const page = await browser.newPage();
    await page.goto(`${server.url}/homestead/projects/${board._id}`);
    await page.getByText('Water the roses').first().waitFor(WAIT);

    await page.goto(`${server.url}/homestead`);
    const overdue = page.getByRole('region', { name: 'Overdue' });
    await expect.poll(() => overdue.textContent(), WAIT).toContain('Water the roses');
    await expect
      .poll(() => page.getByRole('list', { name: 'Recent boards' }).textContent(), WAIT)
      .toBe('Garden');
    await screenshot(page, 'workspace-home');

    await page.goto(`${server.url}/dashboard`);
    const today = page.getByRole('region', { name: 'Today' });
    await expect.poll(() => today.textContent(), WAIT).toContain('Plant tulips');
    await expect.poll(() => today.textContent(), WAIT).toContain('Homestead · Garden');
    await screenshot(page, 'dashboard');

    await today.getByRole('link', { name: /Plant tulips/ }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, WAIT)
      .toBe(`/homestead/projects/${board._id}`);
  });
});
