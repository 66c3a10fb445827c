import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, createBoard } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * An owner exports a workspace from one Teamboard, downloads the zip from the settings page,
 * and recreates the workspace on another Teamboard from /workspaces/create.
 */
let mailbox: Mailbox;
let source: RunningServer;
let target: RunningServer;
let sourceBrowser: BrowserContext;
let targetBrowser: BrowserContext;
const downloads = mkdtempSync(path.join(tmpdir(), 'tb-export-e2e-'));
const zipFile = path.join(downloads, 'export.zip');

const olivia = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'owner password 1' };
/** Who moves the workspace to the other Teamboard, where Olivia has no account yet. */
const ivan = { name: 'Ivan Importer', email: 'ivan@example.com', password: 'importer password 1' };

beforeAll(async () => {
  mailbox = await startMailbox();
  const smtp = { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` };
  [source, target] = await Promise.all([startServer(smtp), startServer(smtp)]);
  const session = await createVerifiedAccount(source.url, mailbox, olivia);
  const workspace = await createWorkspace(source.url, session, 'Acme Rockets', 'acme-rockets');
  await createBoard(boardApi(source.url, session), workspace._id, 'Launch plan', [
    { title: 'Book the venue', column: 'To Do' },
    { title: 'Press kit', column: 'In Progress' },
  ]);
  sourceBrowser = await launchBrowser();
  await logIn(sourceBrowser, source.url, olivia, /\/acme-rockets\/projects$/);
});

afterAll(async () => {
  await sourceBrowser.close();
  await targetBrowser.close();
  await Promise.all([source.stop(), target.stop()]);
  await mailbox.close();
  rmSync(downloads, { recursive: true, force: true });
});

describe('workspace export and import', () => {
  it('exports the workspace from its settings and downloads the zip', async () => {
    const page = await sourceBrowser.newPage();
    await page.goto(`${source.url}/acme-rockets/settings/export`);
    await page.getByRole('button', { name: 'Export workspace' }).click();
    const link = page.getByRole('table', { name: 'Recent exports' }).getByRole('link', {
      name: 'Download',
    });
    // The page polls while the export is written in the background.
    await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'workspace-export-ready');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    await download.saveAs(zipFile);
    expect(statSync(zipFile).size).toBeGreaterThan(1000);
    // The link is emailed to the owner too.
    expect(await mailbox.waitForLink(olivia.email, '/api/workspace-exports')).toMatch(
      /\/api\/workspace-exports\/[0-9a-f-]{36}$/,
    );
  });

  it('recreates the workspace on another Teamboard from the zip', async () => {
    await createVerifiedAccount(target.url, mailbox, ivan);
    targetBrowser = await launchBrowser();
    // Without a workspace yet, wherever the app lands a new person.
    await logIn(targetBrowser, target.url, ivan, new RegExp(`^${target.url}/(?!login)`));
    const page = await targetBrowser.newPage();
    await page.goto(`${target.url}/workspaces/create`);
    await page.getByLabel('Export zip').setInputFiles(zipFile);
    await screenshot(page, 'workspace-import-chosen');
    await page.getByRole('button', { name: 'Import workspace' }).click();
    await page.waitForURL(/\/acme-rockets\/projects$/);
    await page.getByRole('link', { name: 'Launch plan' }).first().click();
    await expect.poll(() => page.getByText('Press kit').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Book the venue').count()).toBe(1);
    await screenshot(page, 'workspace-import-board');
    // Olivia is invited back, with her role.
    await page.goto(`${target.url}/acme-rockets/settings/members`);
    await expect.poll(() => page.getByText(olivia.email).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'workspace-import-members');
  });
});
