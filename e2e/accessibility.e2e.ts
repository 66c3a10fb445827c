import AxeBuilder from '@axe-core/playwright';
import type { Column, Label, Session, Task } from '@teamboard/shared';
import type { Form } from '@teamboard/shared/form';
import type { NodeResult, Result } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, joinWorkspace, type BoardApi } from './support/boards';
import { CHROMIUM_OPTIONS, screenshot } from './support/browser';
import { MAIN_PAGES, type MainPage, type SeededPages } from './support/main-pages';
import { startServer, type RunningServer } from './support/server';

const owner = { name: 'Olga Owner', email: 'olga@example.com', password: 'a11y password 1' };
const teammate = { name: 'Tom Teammate', email: 'tom@example.com', password: 'a11y password 2' };
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Nodes listed per violation; the rest are counted. */
const SHOWN_NODES = 12;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let mailbox: Mailbox;
let server: RunningServer;
let browser: Browser;
let seed: SeededPages;
/** Per theme: a signed-in page and a signed-out one (for the public form). */
const pages = new Map<Theme, { signedIn: Page; signedOut: Page }>();
/** Every blocking violation found, for the summary printed after the run. */
const found: { theme: Theme; page: string; violation: Result }[] = [];
/** Per page and theme: how many rules fail, blocking (serious, critical) and not. */
const counts: { theme: Theme; page: string; blocking: number; other: number }[] = [];

/** A board with labels, dated and assigned tasks, a comment, logged time and a form. */
async function seedBoard(api: BoardApi, workspaceId: string, people: Session[]) {
  const { board } = await api.post<{ board: { _id: string; title: string } }>('/api/boards', {
    workspaceId,
    title: 'Website redesign',
  });
  for (const person of people.slice(1)) {
    await api.post('/api/boards/members', { boardId: board._id, userId: person.user._id });
  }
  const { columns } = await api.get<{ columns: Column[] }>(`/api/boards/${board._id}/columns`);
  const labels: Label[] = [];
  for (const [name, color] of [
    ['Bug', '#dc2626'],
    ['Design', '#7c3aed'],
    ['Content', '#16a34a'],
  ] as const) {
    labels.push(
      (await api.post<{ label: Label }>(`/api/boards/${board._id}/labels`, { name, color })).label,
    );
  }
  const now = Date.now();
  const tasks: Task[] = [];
  const specs = [
    ['Draft the new home page', 0, 3, [0, 1]],
    ['Pick the colour palette', 0, 2, [1]],
    ['Fix the broken footer links', 1, 5, [0]],
    ['Write the launch post', 1, 1, [2]],
    ['Migrate the blog', 2, 4, [2]],
    ['Set up analytics', 2, 3, []],
  ] as const;
  for (const [index, [title, column, priority, labelIndexes]] of specs.entries()) {
    const { task } = await api.post<{ task: Task }>('/api/tasks', {
      boardId: board._id,
      columnId: columns[column]?._id,
      fields: {
        title,
        description: `<p>${title}: the details.</p>`,
        priority,
        complexity: priority,
        startDate: new Date(now - (index + 1) * DAY_MS).toISOString(),
        dueDate: new Date(now + (index + 2) * DAY_MS).toISOString(),
        assignees: people.slice(0, 1 + (index % 2)).map((person) => person.user._id),
        labels: labelIndexes.map((labelIndex) => labels[labelIndex]!._id),
      },
      position: 'bottom',
    });
    tasks.push(task);
    await api.post(`/api/tasks/${task._id}/time`, {
      startTime: new Date(now - (index + 1) * DAY_MS).toISOString(),
      duration: (index + 1) * 1800,
    });
  }
  const { form } = await api.post<{ form: Form }>(`/api/boards/${board._id}/forms`, {
    title: 'Bug report',
    description: 'Tell us what went wrong.',
    slug: 'bug-report',
    fields: [
      { _id: 'summary', type: 'short_text', label: 'Summary', required: true, target: 'title' },
      { _id: 'details', type: 'long_text', label: 'What happened', target: 'description' },
      { _id: 'email', type: 'email', label: 'Your email', required: true },
    ],
  });
  return { board, task: tasks[0]!, form };
}

/** The owner's workspace, a teammate who comments and chats, and a board full of work. */
async function seedWorkspace(): Promise<SeededPages> {
  const ownerSession = await createVerifiedAccount(server.url, mailbox, owner);
  const teammateSession = await createVerifiedAccount(server.url, mailbox, teammate);
  const workspace = await createWorkspace(server.url, ownerSession, 'Acme', 'acme');
  const ownerApi = boardApi(server.url, ownerSession);
  const teammateApi = boardApi(server.url, teammateSession);
  await joinWorkspace(ownerApi, teammateApi, workspace._id, teammate.email);
  const { board, task, form } = await seedBoard(ownerApi, workspace._id, [
    ownerSession,
    teammateSession,
  ]);
  await ownerApi.post(`/api/tasks/${task._id}/comments`, { content: 'Started on the hero.' });
  // The owner is assigned: the teammate's comment is a notification for them.
  await teammateApi.post(`/api/tasks/${task._id}/comments`, { content: 'Looks great so far!' });
  // A running timer: its widget is in the header of every signed-in page.
  await ownerApi.post(`/api/tasks/${task._id}/timer/start`, {});
  const { chat } = await ownerApi.post<{ chat: { _id: string } }>('/api/chats/direct', {
    workspaceId: workspace._id,
    participantId: teammateSession.user._id,
  });
  await ownerApi.post(`/api/chats/${chat._id}/messages`, { content: 'Can you review the hero?' });
  await teammateApi.post(`/api/chats/${chat._id}/messages`, { content: `Sure, ${task.taskId}.` });
  return {
    workspace: { url: workspace.url, name: workspace.name },
    board: { id: board._id, title: board.title },
    task: { key: task.taskId, title: task.title },
    teammate: { username: teammateSession.user.username, name: teammate.name },
    form: { id: form._id, title: form.title, slug: form.slug },
  };
}

/** A context whose pages open in `theme` (the app reads localStorage 'theme' before painting). */
async function themedContext(theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  browser = await chromium.launch(CHROMIUM_OPTIONS);
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  seed = await seedWorkspace();
  for (const theme of THEMES) {
    const signedIn = await themedContext(theme);
    await logIn(signedIn, server.url, owner, /\/acme\/projects$/);
    const signedOut = await themedContext(theme);
    pages.set(theme, { signedIn: await signedIn.newPage(), signedOut: await signedOut.newPage() });
  }
}, 180_000);

afterAll(async () => {
  printSummary();
  await browser.close();
  await server.stop();
  await mailbox.close();
});

/** Opens the page and waits until it has drawn: its heading shown and no spinner left. */
async function open(page: Page, mainPage: MainPage): Promise<void> {
  await page.goto(`${server.url}${mainPage.path(seed)}`);
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1') !== null && document.querySelector('.animate-spin') === null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Lazy chunks and late queries (avatars, counts) settle.
  await page.waitForTimeout(400);
}

/** What a page must have whatever axe says: one <main>, one <h1>, its title, a language. */
async function structureProblems(page: Page, mainPage: MainPage): Promise<string[]> {
  const shape = await page.evaluate(() => ({
    mains: document.querySelectorAll('main').length,
    headings: document.querySelectorAll('h1').length,
    title: document.title,
    lang: document.documentElement.lang,
  }));
  const problems: string[] = [];
  if (shape.mains !== 1) problems.push(`${shape.mains} <main> elements`);
  if (shape.headings !== 1) problems.push(`${shape.headings} <h1> elements`);
  const title = mainPage.title(seed);
  if (shape.title !== title) problems.push(`title "${shape.title}", expected "${title}"`);
  if (!shape.lang) problems.push('no lang on <html>');
  return problems;
}

/** A node's selector, with the colours axe measured for a contrast failure. */
function describeNode(node: NodeResult): string {
  const target = node.target.join(' >> ');
  const contrast = node.any[0]?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  if (!contrast?.fgColor) return target;
  return `${target} [${contrast.fgColor} on ${contrast.bgColor ?? '?'}, ${String(contrast.contrastRatio)}:1]`;
}

/** "rule (impact): selector, selector — help" per blocking violation. */
function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, SHOWN_NODES).map(describeNode);
  const more =
    violation.nodes.length > SHOWN_NODES ? ` (+${violation.nodes.length - SHOWN_NODES} more)` : '';
  return `${violation.id} (${violation.impact}): ${targets.join(', ')}${more} — ${violation.help}`;
}

function printSummary(): void {
  const table = counts.map(
    ({ theme, page, blocking, other }) =>
      `  ${`[${theme}] ${page}`.padEnd(44)} ${String(blocking).padStart(3)} ${String(other).padStart(3)}`,
  );
  console.log(`axe rules failing per page: serious/critical, moderate/minor\n${table.join('\n')}`);
  if (found.length === 0) {
    console.log('axe: no serious or critical violation on any page in either theme');
    return;
  }
  const lines = found.map(
    ({ theme, page, violation }) => `  [${theme}] ${page}: ${describeViolation(violation)}`,
  );
  console.log(`axe: ${found.length} serious or critical violations\n${lines.join('\n')}`);
}

describe.each(THEMES)('every main page in the %s theme', (theme) => {
  it.each(MAIN_PAGES.map((mainPage) => [mainPage.name, mainPage] as const))(
    '%s has no serious or critical axe violation and the page landmarks',
    async (name, mainPage) => {
      const both = pages.get(theme)!;
      const page = mainPage.signedOut ? both.signedOut : both.signedIn;
      await open(page, mainPage);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const blocking = results.violations.filter((each) => BLOCKING.has(each.impact ?? ''));
      for (const violation of blocking) found.push({ theme, page: name, violation });
      const other = results.violations.length - blocking.length;
      counts.push({ theme, page: name, blocking: blocking.length, other });
      if (blocking.length > 0) await screenshot(page, `a11y-${theme}-${name.replaceAll(' ', '-')}`);
      expect([
        ...blocking.map(describeViolation),
        ...(await structureProblems(page, mainPage)),
      ]).toEqual([]);
    },
  );
});
