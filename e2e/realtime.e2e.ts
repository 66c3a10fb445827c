import type { Session, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import {
  boardApi,
  createBoard,
  joinWorkspace,
  pageLayout,
  serverLayout,
  type BoardApi,
  type BoardLayout,
} from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { dragWithMouse } from './support/drag';
import { watchRoomJoin } from './support/room-join';

let mailbox: Mailbox;
let server: RunningServer;
/** Two browsers, each with its own profile: their own localStorage, session and socket. */
let ownerBrowser: BrowserContext;
let memberBrowser: BrowserContext;
let ownerSession: Session;
let workspace: Workspace;
let api: BoardApi;
const owner = {
  name: 'Amara Owner',
  email: 'amara@example.com',
  password: 'realtime password 1',
};
const member = {
  name: 'Bruno Member',
  email: 'bruno@example.com',
  password: 'realtime password 2',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  // The browsers first: without Chromium no server process is left running.
  mailbox = await startMailbox();
  ownerBrowser = await launchBrowser();
  memberBrowser = await launchBrowser();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  ownerSession = await createVerifiedAccount(server.url, mailbox, owner);
  workspace = await createWorkspace(server.url, ownerSession, 'Orbit Labs', 'orbit-labs');
  const memberApi = boardApi(server.url, await createVerifiedAccount(server.url, mailbox, member));
  api = boardApi(server.url, ownerSession);
  // The owner adds the second account as a plain member: an invitation, which they accept.
  await joinWorkspace(api, memberApi, workspace._id, member.email);

  // Both land on the workspace last used: the member's is the one whose invitation they accepted.
  await logIn(ownerBrowser, server.url, owner, /\/orbit-labs\/projects$/);
  await logIn(memberBrowser, server.url, member, /\/orbit-labs\/projects$/);
});

afterAll(async () => {
  await ownerBrowser.close();
  await memberBrowser.close();
  await server.stop();
  await mailbox.close();
});

const boardUrl = (boardId: string) => `${server.url}/orbit-labs/projects/${boardId}`;

const card = (page: Page, title: string) =>
  page.locator('[data-testid^="task-card-"]', { hasText: title });

/** The header's connection dot while the socket is connected. */
const liveIndicator = (page: Page) => page.getByRole('img', { name: 'Live updates on' });

/** Opens the board, waits until it shows `layout` and is in the board's realtime room. */
async function openLiveBoard(
  browser: BrowserContext,
  boardId: string,
  layout: BoardLayout,
): Promise<Page> {
  const page = await browser.newPage();
  const joined = watchRoomJoin(page, 'join-board', boardId);
  await page.goto(boardUrl(boardId));
  await expect.poll(() => pageLayout(page), WAIT).toEqual(layout);
  await expect.poll(joined, WAIT).toBe(true);
  // A mark on the document: still there later means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  return page;
}

function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
  );
}

describe('realtime', () => {
  it("shows one member's moves, edits and new tasks on the other's open board", async () => {
    const { board, columns, tasks } = await createBoard(api, workspace._id, 'Launch Plan', [
      { title: 'Write launch copy', column: 'To Do' },
      { title: 'Pick a domain', column: 'To Do' },
      { title: 'Book the venue', column: 'In Progress' },
    ]);
    const todo = columns.find((column) => column.title === 'To Do')?._id ?? '';
    const done = columns.find((column) => column.title === 'Done')?._id ?? '';
    const venue = tasks.find((task) => task.title === 'Book the venue');
    if (!todo || !done || !venue) throw new Error('board not set up');
    const initial = [
      { column: 'To Do', tasks: ['Write launch copy', 'Pick a domain'] },
      { column: 'In Progress', tasks: ['Book the venue'] },
      { column: 'Done', tasks: [] },
    ];
    const pageA = await openLiveBoard(ownerBrowser, board._id, initial);
    const pageB = await openLiveBoard(memberBrowser, board._id, initial);

    // 1. A drags "Pick a domain" into Done with the mouse: B's board follows.
    await dragWithMouse(
      pageA,
      card(pageA, 'Pick a domain'),
      pageA.getByTestId(`board-column-${done}`),
    );
    const moved = [
      { column: 'To Do', tasks: ['Write launch copy'] },
      { column: 'In Progress', tasks: ['Book the venue'] },
      { column: 'Done', tasks: ['Pick a domain'] },
    ];
    await expect.poll(() => serverLayout(api, board._id), WAIT).toEqual(moved);
    await expect.poll(() => pageLayout(pageB), WAIT).toEqual(moved);
    expect(await pageLayout(pageA)).toEqual(moved);
    await screenshot(pageA, '40-realtime-owner-after-drag');
    await screenshot(pageB, '41-realtime-member-sees-drag');

    // 2. B renames "Book the venue" in the task panel: A's card shows the new title.
    await card(pageB, 'Book the venue').getByRole('link').click();
    const panel = pageB.getByTestId('task-panel');
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Book the venue');
    expect(new URL(pageB.url()).searchParams.get('task')).toBe(venue.taskId);
    await panel.getByLabel('Title').fill('Book the conference venue');
    await panel.getByLabel('Title').press('Enter');
    await expect.poll(() => card(pageB, 'Book the conference venue').count(), WAIT).toBe(1);
    const renamed = [
      { column: 'To Do', tasks: ['Write launch copy'] },
      { column: 'In Progress', tasks: ['Book the conference venue'] },
      { column: 'Done', tasks: ['Pick a domain'] },
    ];
    expect(await serverLayout(api, board._id)).toEqual(renamed);
    await expect.poll(() => pageLayout(pageA), WAIT).toEqual(renamed);
    expect(await card(pageA, 'Book the conference venue').textContent()).toContain(venue.taskId);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panel.count(), WAIT).toBe(0);

    // 3. B quick-adds a task at the bottom of To Do: it shows on A's board (once on B's).
    const quickAddBox = pageB.getByTestId(`quick-add-bottom-${todo}`);
    await quickAddBox.getByRole('button', { name: '+ Add task' }).click();
    const input = quickAddBox.getByRole('textbox');
    await input.fill('Order name badges');
    await input.press('Enter');
    await expect.poll(() => card(pageB, 'Order name badges').count(), WAIT).toBe(1);
    await input.press('Escape');
    const added = [
      { column: 'To Do', tasks: ['Write launch copy', 'Order name badges'] },
      { column: 'In Progress', tasks: ['Book the conference venue'] },
      { column: 'Done', tasks: ['Pick a domain'] },
    ];
    expect(await serverLayout(api, board._id)).toEqual(added);
    await expect.poll(() => pageLayout(pageA), WAIT).toEqual(added);
    await expect.poll(() => pageLayout(pageB), WAIT).toEqual(added);

    // 4. Both headers show the live connection, and neither page was ever reloaded.
    for (const page of [pageA, pageB]) {
      await expect.poll(() => liveIndicator(page).count(), WAIT).toBe(1);
      expect(await liveIndicator(page).getAttribute('data-state')).toBe('connected');
      expect(await liveIndicator(page).getAttribute('title')).toBe('Live updates on');
      expect(await isSameDocument(page)).toBe(true);
    }
    await pageA.close();
    await pageB.close();
  });
});
