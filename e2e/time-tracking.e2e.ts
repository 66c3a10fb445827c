import type { Task, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm } from './support/scene';
import type { RunningServer } from './support/server';
import { startTimerScene, type TimerScene } from './support/timer-clock';

/**
 * The server runs on its own PostgreSQL database so the test can move a running timer's start
 * back in time ("advance the clock") without waiting 25 minutes.
 */
let scene: TimerScene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Tara Timer', email: 'tara@example.com', password: 'timer password 1' };
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startTimerScene(account, { name: 'Clockwork', url: 'clockwork' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });

describe('time tracking in the browser', () => {
  it('starts a timer on a card, ticks in the header, stops it later and shows the entry', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Billing', [
      { title: 'Reconcile invoices', column: 'To Do' },
    ]);
    const task = tasks[0] as Task;
    const page = await browser.newPage();
    await page.goto(`${server.url}/clockwork/projects/${board._id}`);
    await card(page, 'Reconcile invoices')
      .getByRole('button', { name: `Start timer on ${task.taskId}` })
      .click();

    const widget = page.getByTestId('active-timer');
    const elapsed = widget.getByRole('timer', { name: 'Elapsed time' });
    await expect.poll(() => widget.textContent(), WAIT).toContain('Reconcile invoices');
    const first = await elapsed.textContent();
    await expect.poll(() => elapsed.textContent(), WAIT).not.toBe(first);
    await expect.poll(() => elapsed.textContent(), WAIT).toMatch(/^0:00:\d\d$/);

    await scene.advanceRunningTimers(25);
    await page.reload();
    await expect.poll(() => elapsed.textContent(), WAIT).toMatch(/^0:25:\d\d$/);
    await screenshot(page, '40-time-running-timer');

    await widget.getByRole('button', { name: 'Stop' }).click();
    const stopForm = page.getByRole('dialog', { name: 'Stop timer' });
    await stopForm.getByLabel(/What did you work on/).fill('Matched March payments');
    await stopForm.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => widget.count(), WAIT).toBe(0);
    await expect.poll(() => card(page, 'Reconcile invoices').textContent(), WAIT).toContain('25m');

    await card(page, 'Reconcile invoices').getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    await panel.getByRole('tab', { name: 'Time' }).click();
    const entries = panel.getByRole('list', { name: 'Time entries' });
    await expect.poll(() => entries.textContent(), WAIT).toContain('Matched March payments');
    expect(await entries.textContent()).toContain('25m');
    expect(await panel.textContent()).toMatch(/Total\s*25m/);
    await screenshot(page, '41-time-entries');

    const { task: saved } = await api.get<{ task: Task }>(`/api/tasks/${task._id}`);
    expect(saved.totalTime).toBeGreaterThanOrEqual(25 * 60);
    expect(saved.totalTime).toBeLessThan(26 * 60);
    expect(saved.activeTimers).toEqual([]);
    await page.close();
  });
});
