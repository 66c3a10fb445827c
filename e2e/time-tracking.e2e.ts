import type { Session, Task, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { freshPostgresDatabase } from '../apps/server/src/test/test-database';
import { testPostgresUrl } from '../apps/server/src/test/test-env';
import { createVerifiedAccount, createWorkspace } from './support/accounts';
import { boardApi, createBoard, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * The server runs on its own PostgreSQL database so the test can move a running timer's start
 * back in time ("advance the clock") without waiting 25 minutes.
 */
let mailbox: Mailbox;
let server: RunningServer;
let database: { url: string; drop(): Promise<void> };
let browser: BrowserContext;
let session: Session;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Tara Timer', email: 'tara@example.com', password: 'timer password 1' };
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  browser = await launchBrowser();
  database = await freshPostgresDatabase(testPostgresUrl);
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    DATABASE_URL: database.url,
  });
  session = await createVerifiedAccount(server.url, mailbox, account);
  workspace = await createWorkspace(server.url, session, 'Clockwork', 'clockwork');
  api = boardApi(server.url, session);

  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/clockwork\/projects$/);
  await page.close();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await database.drop();
  await mailbox.close();
});

/** Moves the start of every running timer back: as if that much time had passed. */
async function advanceRunningTimers(minutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(
      `update time_entries set start_time = start_time - make_interval(mins => $1)
       where duration is null`,
      [minutes],
    );
  } finally {
    await client.end();
  }
}

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

    await advanceRunningTimers(25);
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
