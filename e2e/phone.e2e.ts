import type { Task } from '@teamboard/shared';
import type { Form } from '@teamboard/shared/form';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import {
  boardApi,
  createBoard,
  joinWorkspace,
  serverLayout,
  type BoardApi,
} from './support/boards';
import { CHROMIUM_OPTIONS, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** An iPhone-sized screen held upright, touch only. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce' as const,
};
const WAIT = { timeout: 10_000 };
const owner = { name: 'Pia Phone', email: 'pia@example.com', password: 'phone password 1' };
const teammate = { name: 'Tom Thumb', email: 'tom@example.com', password: 'thumb password 1' };

let mailbox: Mailbox;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seed: { api: BoardApi; boardId: string; form: Form; teammate: string };

beforeAll(async () => {
  mailbox = await startMailbox();
  browser = await chromium.launch(CHROMIUM_OPTIONS);
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  const ownerSession = await createVerifiedAccount(server.url, mailbox, owner);
  const teammateSession = await createVerifiedAccount(server.url, mailbox, teammate);
  const workspace = await createWorkspace(server.url, ownerSession, 'Pocket', 'pocket');
  const api = boardApi(server.url, ownerSession);
  await joinWorkspace(api, boardApi(server.url, teammateSession), workspace._id, teammate.email);
  const { board, columns } = await createBoard(api, workspace._id, 'Errands');
  for (const [title, column] of [
    ['Buy stamps', 0],
    ['Post the parcel', 0],
    ['Return the library books', 0],
    ['Pay the electricity bill', 2],
  ] as const) {
    // Due today: in the month the calendar opens on, whatever the date.
    const due = new Date().toISOString();
    await api.post<{ task: Task }>('/api/tasks', {
      boardId: board._id,
      columnId: columns[column]?._id,
      fields: { title, dueDate: due },
      position: 'bottom',
    });
  }
  const { form } = await api.post<{ form: Form }>(`/api/boards/${board._id}/forms`, {
    title: 'Errand request',
    slug: 'errand-request',
    fields: [{ _id: 'what', type: 'short_text', label: 'What', required: true, target: 'title' }],
  });
  seed = { api, boardId: board._id, form, teammate: teammateSession.user.username };
  context = await browser.newContext(PHONE);
  await logIn(context, server.url, owner, /\/pocket\/projects$/);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

/** Where an element is on the screen, left edge and width, in CSS pixels. */
async function place(locator: ReturnType<Page['getByTestId']>) {
  const box = await locator.boundingBox();
  return { left: Math.round(box?.x ?? -1), width: Math.round(box?.width ?? -1) };
}

/** A long press on the element, then a slide by `dy` and a release: a touch drag. */
async function longPressDrag(target: ReturnType<Page['getByText']>, dy: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
    });
  await touch('touchStart', y);
  await page.waitForTimeout(400);
  for (let step = 1; step <= 10; step += 1) {
    await touch('touchMove', y + (dy * step) / 10);
    await page.waitForTimeout(30);
  }
  await touch('touchEnd', y + dy);
  await cdp.detach();
}

describe('Teamboard on a phone (390 px wide)', () => {
  it('shows the board one column at a time, switched by name', async () => {
    await page.goto(`${server.url}/pocket/projects/${seed.boardId}`);
    const switcher = page.getByRole('navigation', { name: 'Columns' });
    await switcher.waitFor(WAIT);
    const columns = page.locator('[data-testid^="board-column-"]');
    await expect.poll(() => columns.count(), WAIT).toBe(3);
    // One column fills the screen but its margins; the next one is off to the right.
    expect(await place(columns.nth(0))).toEqual({ left: 16, width: 358 });
    expect((await place(columns.nth(1))).left).toBeGreaterThanOrEqual(390);
    // The header's links fold into a menu.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    await screenshot(page, 'phone-board');

    const last = switcher.getByRole('button').nth(2);
    await last.tap();
    await expect.poll(async () => (await place(columns.nth(2))).left, WAIT).toBe(16);
    expect(await last.getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'phone-board-last-column');
  });

  it('opens a task as a full-screen sheet', async () => {
    await page.getByText('Pay the electricity bill').tap();
    const panel = page.getByTestId('task-panel');
    await expect
      .poll(() => panel.getByLabel('Title').inputValue(), WAIT)
      .toBe('Pay the electricity bill');
    expect((await place(panel)).width).toBe(390);
    await screenshot(page, 'phone-task');
    await panel.getByRole('button', { name: 'Close' }).tap();
  });

  it('lists the calendar as an agenda', async () => {
    await page.goto(`${server.url}/pocket/projects/${seed.boardId}/calendar`);
    const agenda = page.getByRole('list', { name: 'Agenda' });
    await agenda.waitFor(WAIT);
    await expect.poll(() => agenda.getByText('Buy stamps').count(), WAIT).toBe(1);
    await screenshot(page, 'phone-calendar');
  });

  it('chats with a thumb', async () => {
    await page.goto(`${server.url}/pocket/chat/${seed.teammate}`);
    const box = page.getByRole('textbox', { name: /message/i });
    await box.waitFor(WAIT);
    await box.tap();
    await box.fill('On my way to the post office');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('On my way to the post office').count(), WAIT).toBe(1);
    await screenshot(page, 'phone-chat');
  });

  it('reads and clears notifications from the bell', async () => {
    // Tom joining the workspace told Pia (the one who invited him).
    await page.goto(`${server.url}/pocket/projects`);
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notifications, 1 unread');
    await bell.tap();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => panel.getByText(teammate.name).count(), WAIT).toBeGreaterThan(0);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width).toBe(true);
    await screenshot(page, 'phone-notifications');
    await panel.getByRole('button', { name: 'Mark all as read' }).tap();
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notifications');
  });

  it('fills in the public form', async () => {
    const visitor = await (await browser.newContext(PHONE)).newPage();
    await visitor.goto(`${server.url}/form/${seed.form.slug}`);
    await visitor.getByLabel(/What/).fill('Collect the dry cleaning');
    await screenshot(visitor, 'phone-form');
    await visitor.getByRole('button', { name: 'Send' }).tap();
    await expect
      .poll(() => visitor.getByText('Thank you! Your request has been sent.').count(), WAIT)
      .toBe(1);
    await visitor.context().close();
  });

  it('drags a card by a long press', async () => {
    await page.goto(`${server.url}/pocket/projects/${seed.boardId}`);
    await page.getByText('Buy stamps').waitFor(WAIT);
    await longPressDrag(page.getByText('Buy stamps'), 80);
    // Picked up and carried down: it is no longer above the next card.
    const order = async () => (await serverLayout(seed.api, seed.boardId))[0]?.tasks ?? [];
    await expect
      .poll(async () => {
        const tasks = await order();
        return tasks.indexOf('Buy stamps') > tasks.indexOf('Post the parcel');
      }, WAIT)
      .toBe(true);

    await screenshot(page, 'phone-board-dragged');
  });
});
