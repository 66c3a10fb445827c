import type { Session, Workspace } from '@teamboard/shared';
import type { BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace } from './support/accounts';
import { boardApi, createBoard, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;
let session: Session;
let workspace: Workspace;
let api: BoardApi;
const account = {
  name: 'Rita Return',
  email: 'rita@example.com',
  password: 'returning password 1',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  browser = await launchBrowser();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  session = await createVerifiedAccount(server.url, mailbox, account);
  workspace = await createWorkspace(server.url, session, 'Return Co', 'return-co');
  api = boardApi(server.url, session);
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/return-co\/projects$/);
  await page.close();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

async function renameTask(taskId: string, title: string): Promise<void> {
  const response = await fetch(`${server.url}/api/tasks/${taskId}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(200);
}

describe('a returning visit to a board', () => {
  it('shows the board this browser kept before the network answers, then the fresh state', async () => {
    const { board, tasks } = await createBoard(api, workspace._id, 'Kept Board', [
      { title: 'Draft the brief', column: 'To Do' },
      { title: 'Book the venue', column: 'In Progress' },
    ]);
    const [brief] = tasks;
    if (!brief) throw new Error('no task');
    const page = await browser.newPage();
    const url = `${server.url}/return-co/projects/${board._id}`;
    await page.goto(url);
    await page.getByText('Draft the brief').waitFor(WAIT);
    // The copy is written once the server's answer is in; give IndexedDB a moment.
    await page.waitForTimeout(500);
    await page.close();

    await renameTask(brief._id, 'Brief approved');
    // The task list's answers wait until released: the board must show without them.
    const held: Route[] = [];
    let released = false;
    const again = await browser.newPage();
    await again.route(`**/api/boards/${board._id}/tasks*`, (route) =>
      released ? route.continue() : void held.push(route),
    );
    await again.goto(url);

    await again.getByText('Draft the brief').waitFor(WAIT);
    await again.getByText('Book the venue').waitFor(WAIT);
    expect(held.length).toBeGreaterThan(0);
    await screenshot(again, 'board-from-copy');

    released = true;
    for (const route of held) await route.continue();
    await again.getByText('Brief approved').waitFor(WAIT);
    expect(await again.getByText('Draft the brief').count()).toBe(0);
    await again.close();
  });

  it('keeps no copy once the user signs out', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/return-co/projects`);
    const copies = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const opened = indexedDB.open('teamboard-copies');
            opened.onerror = () => reject(new Error('cannot open the copies'));
            opened.onsuccess = () => {
              const counted = opened.result.transaction('queries').objectStore('queries').count();
              counted.onsuccess = () => resolve(counted.result);
            };
          }),
      );
    expect(await copies()).toBeGreaterThan(0);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/login/, WAIT);
    expect(await copies()).toBe(0);
    await page.close();
  });
});
