import type { Session, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, createBoard, joinWorkspace, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { watchRoomJoin } from './support/room-join';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
/** Two people, each in a browser of their own (own storage, session and socket). */
let assignerBrowser: BrowserContext;
let assigneeBrowser: BrowserContext;
let workspace: Workspace;
let assignerApi: BoardApi;
let assigneeApi: BoardApi;
const assigner = { name: 'Ada Assigner', email: 'ada@example.com', password: 'notify password 1' };
const assignee = { name: 'Bo Assignee', email: 'bo@example.com', password: 'notify password 2' };

const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  assignerBrowser = await launchBrowser();
  assigneeBrowser = await launchBrowser();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  const assignerSession: Session = await createVerifiedAccount(server.url, mailbox, assigner);
  workspace = await createWorkspace(server.url, assignerSession, 'Signal Co', 'signal-co');
  assignerApi = boardApi(server.url, assignerSession);
  assigneeApi = boardApi(server.url, await createVerifiedAccount(server.url, mailbox, assignee));
  await joinWorkspace(assignerApi, assigneeApi, workspace._id, assignee.email);
  // The invitation was a notification too: this test starts from none unread.
  await assigneeApi.post('/api/notifications/mark-all-read', {});
  await logIn(assignerBrowser, server.url, assigner, /\/signal-co\/projects$/);
  await logIn(assigneeBrowser, server.url, assignee, /\/signal-co\/projects$/);
});

afterAll(async () => {
  await assignerBrowser.close();
  await assigneeBrowser.close();
  await server.stop();
  await mailbox.close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]', { hasText: title });

describe('notifications between two people', () => {
  it('reach the assignee live, count on the bell, open the task and are all marked read', async () => {
    const { board, tasks } = await createBoard(assignerApi, workspace._id, 'Launch', [
      { title: 'Draft the announcement', column: 'To Do' },
    ]);
    const task = tasks[0];
    if (!task) throw new Error('board not set up');

    // The assignee waits on the projects page, joined to their notifications.
    const waiting = await assigneeBrowser.newPage();
    const joined = watchRoomJoin(waiting, 'join-notifications');
    await waiting.goto(`${server.url}/signal-co/projects`);
    await expect.poll(joined, WAIT).toBe(true);
    expect(await bell(waiting).getAttribute('aria-label')).toBe('Notifications');

    // The assigner assigns them in the task panel, then mentions them in a comment.
    const page = await assignerBrowser.newPage();
    await page.goto(`${server.url}/signal-co/projects/${board._id}?task=${task.taskId}`);
    const panel = page.getByTestId('task-panel');
    await panel.getByRole('button', { name: 'Assignees: nobody' }).click();
    await page
      .getByRole('dialog', { name: 'Assignees' })
      .getByRole('option', { name: assignee.name })
      .click();
    await page.keyboard.press('Escape');
    await expect
      .poll(
        async () =>
          (await assignerApi.get<{ task: { assignees: unknown[] } }>(`/api/tasks/${task._id}`)).task
            .assignees.length,
        WAIT,
      )
      .toBe(1);
    const composer = panel.getByLabel('Add a comment');
    await composer.fill('Could you look at this, @Bo');
    await panel
      .getByRole('listbox', { name: 'Mention someone' })
      .getByRole('option', { name: assignee.name })
      .click();
    await composer.press('End');
    await composer.pressSequentially(' please?');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();

    // Two toasts, live, and the bell counts two.
    await toast(waiting, 'Assigned to a task').waitFor(WAIT);
    await toast(waiting, 'Mentioned in a comment').waitFor(WAIT);
    await expect
      .poll(() => bell(waiting).getAttribute('aria-label'), WAIT)
      .toBe('Notifications, 2 unread');
    await screenshot(waiting, '60-notification-toasts');

    // The mention opens the task it is about.
    await bell(waiting).click();
    const list = waiting.getByRole('dialog', { name: 'Notifications' });
    await list.getByText('Mentioned in a comment').click();
    await waiting.waitForURL(
      new RegExp(`/signal-co/projects/${board._id}\\?task=${task.taskId}$`),
      WAIT,
    );
    await expect
      .poll(() => waiting.getByTestId('task-panel').getByLabel('Title').inputValue(), WAIT)
      .toBe('Draft the announcement');

    // Mark all read, with the task still open (its panel sits below the header).
    await bell(waiting).click();
    await list.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bell(waiting).getAttribute('aria-label'), WAIT).toBe('Notifications');
    const { meta } = await assigneeApi.get<{ meta: { unread: number } }>('/api/notifications');
    expect(meta.unread).toBe(0);
  });
});
