import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { useSignedInScene } from './support/scene';

const scene = useSignedInScene(
  { name: 'Kim Keyboard', email: 'kim@example.com', password: 'palette password 1' },
  { name: 'Keyside', url: 'keyside' },
);

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

describe('the command palette in the browser', () => {
  it('opens by keyboard, jumps to a board, finds a task by its key and opens it', async () => {
    const { api, workspace, browser, server } = scene;
    const { board: garden, columns } = await createBoard(api, workspace._id, 'Garden');
    await createBoard(api, workspace._id, 'Kitchen');
    const { task } = await api.post<{ task: Task }>('/api/tasks', {
      boardId: garden._id,
      columnId: columns[0]?._id,
      fields: { title: 'Water the roses' },
    });

    const page = await browser.newPage();
    await page.goto(`${server.url}/keyside/projects`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor(WAIT);
    await page.keyboard.type('kitch');
    await palette.getByRole('option', { name: /Kitchen/ }).waitFor(WAIT);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/\/keyside\/projects\/.+/);
    await expect.poll(() => palette.count(), WAIT).toBe(0);

    await page.keyboard.press('Control+k');
    await palette.waitFor(WAIT);
    await page.keyboard.type(task.taskId.toLowerCase());
    const found = palette.getByRole('option', { name: new RegExp(task.taskId) });
    await found.waitFor(WAIT);
    expect(await found.textContent()).toContain('Water the roses');
    await screenshot(page, 'command-palette');
    // The task whose key was typed is the first result, chosen by Enter.
    await expect
      .poll(() => palette.getByRole('option', { selected: true }).textContent(), WAIT)
      .toContain(task.taskId);
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).searchParams.get('task'), WAIT).toBe(task.taskId);
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Water the roses');

    // `?` on any page, away from the panel's fields.
    await page.goto(`${server.url}/keyside/projects`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    await page.keyboard.press('Shift+Slash');
    const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await overlay.waitFor(WAIT);
    expect(await overlay.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Anywhere',
      'Board',
      'Task panel',
      'Chat',
    ]);
    await screenshot(page, 'shortcuts-overlay');
  });
});
