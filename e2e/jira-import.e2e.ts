import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Workspace } from '@teamboard/shared';
import type { JiraImport } from '@teamboard/shared/jira-import';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraExport } from '../apps/server/src/test/jira-export';
import { createBoard, pageLayout, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Ira Import', email: 'ira@example.com', password: 'import password 1' };

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };
/** The import itself: 400 issues in a background job, followed by polling. */
const IMPORT_WAIT = { timeout: 60_000 };
const ISSUES = 400;

beforeAll(async () => {
  scene = await startScene(account, { name: 'Migration', url: 'migration' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

describe('Jira import in the browser', () => {
  it('uploads an export, maps a status, follows the progress and lands on the board', async () => {
    const { board } = await createBoard(api, workspace._id, 'Migrated');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tb-jira-')), 'MIGRATE.csv');
    writeFileSync(file, jiraExport(ISSUES));

    const page = await browser.newPage();
    await page.goto(`${server.url}/migration/projects/${board._id}`);
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('link', { name: /Jira/ }).first().click();
    await page.getByLabel('Choose a Jira export').setInputFiles(file);

    // The preview: the issues found, and "In Review" (not a column yet) sent to In Progress.
    await expect.poll(() => page.getByText(`${String(ISSUES)} issues`).count(), WAIT).toBe(1);
    const inReview = page.getByLabel('Column for In Review');
    expect(await inReview.locator('option:checked').textContent()).toBe('New column: In Review');
    await inReview.selectOption({ label: 'In Progress' });
    await screenshot(page, 'jira-import-preview');
    await page.getByRole('button', { name: 'Start import' }).click();

    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await expect
      .poll(() => progress.getAttribute('aria-valuenow'), IMPORT_WAIT)
      .toBe(String(ISSUES));
    await expect
      .poll(() => page.getByRole('link', { name: 'Go to the board' }).count(), IMPORT_WAIT)
      .toBe(1);
    await screenshot(page, 'jira-import-done');
    await page.getByRole('link', { name: 'Go to the board' }).click();

    // Every issue in its column: To Do, In Progress (and In Review), Done; no new column.
    await expect
      .poll(async () => (await pageLayout(page)).map((column) => column.column), WAIT)
      .toEqual(['To Do', 'In Progress', 'Done']);
    const { imports } = await api.get<{ imports: JiraImport[] }>(
      `/api/boards/${board._id}/imports`,
    );
    expect(imports[0]).toMatchObject({ status: 'done', created: ISSUES, failed: 0 });
    const { columns } = await api.get<{ columns: { _id: string; title: string }[] }>(
      `/api/boards/${board._id}/columns`,
    );
    const { tasks } = await api.get<{ tasks: { columnId: string }[] }>(
      `/api/boards/${board._id}/tasks`,
    );
    const perColumn = columns.map((column) => [
      column.title,
      tasks.filter((task) => task.columnId === column._id).length,
    ]);
    expect(perColumn).toEqual([
      ['To Do', ISSUES / 4],
      ['In Progress', ISSUES / 2],
      ['Done', ISSUES / 4],
    ]);
    await screenshot(page, 'jira-import-board');
  });
});
