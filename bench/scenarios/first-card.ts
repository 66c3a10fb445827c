/// <reference lib="dom" />
// The page-side functions below run in Chromium.
import { STORAGE_KEYS, type Session } from '@teamboard/shared';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_OPTIONS } from '../../e2e/support/browser';
import type { Measurement } from '../load';
import type { BigBoard } from './big-board-seed';

const RUNS = 3;
const CARD = '[data-testid^="task-card-"]';
/** What the page logs once its first card is painted (see recordFirstCard). */
const PAINTED = 'teamboard-bench: first card painted';
/** The issue's targets: navigation to the first card, by the board's size. */
const TARGET_MS: Record<number, number> = { 5000: 1000, 50_000: 2000 };
/** A board's task list, with descriptions, on the wire (compressed). */
const LIST_TARGET_BYTES_PER_5000 = 1_000_000;

/** What the page records about itself, from navigation start (its performance.now()). */
interface PageTimings {
  /** The first card in the DOM, and the end of the frame that painted it. */
  firstCard: { inserted: number; painted: number };
  requests: {
    path: string;
    type: string;
    start: number;
    end: number;
    transferred: number;
    decoded: number;
  }[];
  longTasks: { start: number; duration: number }[];
  domContentLoaded: number;
}

/**
 * Navigation → first card visible on each seeded board, in Chromium as a new user would see it:
 * a fresh browser context (empty HTTP cache, no stored board) holding only a signed-in session,
 * timed inside the page. Median of 3 such cold runs per board, then each context opens the board
 * again (a returning visit), and the bytes of the board's task list on the wire. `appUrl` serves
 * the built web app (`npm run build -w @teamboard/web`) and the API on the boards' database.
 */
export async function measureFirstCard(appUrl: string, boards: BigBoard[]): Promise<Measurement[]> {
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  try {
    const measurements: Measurement[] = [];
    for (const board of boards) measurements.push(...(await measureBoard(browser, appUrl, board)));
    return measurements;
  } finally {
    await browser.close();
  }
}

/**
 * One cold run of the 5,000-task (or any) board, as a Markdown table of where its time went:
 * the document, every request with its start and end, the main thread's long tasks (script
 * parsing, JSON parsing, rendering) and the first card. For docs/performance.md.
 */
export async function firstCardTimeline(appUrl: string, board: BigBoard): Promise<string> {
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  try {
    const session = await signIn(appUrl, board);
    const context = await signedInContext(browser, appUrl, session);
    const timings = await openBoard(context, appUrl, board);
    return timelineTable(timings);
  } finally {
    await browser.close();
  }
}

async function measureBoard(
  browser: Browser,
  appUrl: string,
  board: BigBoard,
): Promise<Measurement[]> {
  const session = await signIn(appUrl, board);
  const cold: PageTimings[] = [];
  const returning: PageTimings[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await signedInContext(browser, appUrl, session);
    cold.push(await openBoard(context, appUrl, board));
    returning.push(await openBoard(context, appUrl, board));
    await context.close();
  }
  const tasks = `${board.tasks.toLocaleString('en')} tasks${board.variant ? ` (${board.variant})` : ''}`;
  const target = TARGET_MS[board.tasks];
  const coldMedian = median(cold.map((run) => run.firstCard.painted));
  const listBytes = taskListBytes(cold[0]!, board.boardId);
  const listTarget = (LIST_TARGET_BYTES_PER_5000 * board.tasks) / 5000;
  return [
    {
      name: `First card visible, board of ${tasks}, cold browser (median of ${RUNS})`,
      measured: describeRuns(cold),
      target: target ? `≤ ${target} ms` : 'none (for information)',
      met: target ? coldMedian <= target : true,
    },
    {
      name: `First card visible, board of ${tasks}, returning visit (median of ${RUNS})`,
      measured: describeRuns(returning),
      target: 'none (for information)',
      met: true,
    },
    {
      name: `Task list on the wire, board of ${tasks}`,
      measured: `${kilobytes(listBytes.transferred)} (${kilobytes(listBytes.decoded)} of JSON) in ${listBytes.requests} request(s)`,
      target: `≤ ${kilobytes(listTarget)}`,
      met: listBytes.transferred <= listTarget,
    },
  ];
}

/** Signs in through the API: the page then starts with the session a sign-in leaves behind. */
export async function signIn(appUrl: string, board: BigBoard): Promise<Session> {
  const response = await fetch(`${appUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: board.email, password: board.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${board.email} answered ${response.status}`);
  return (await response.json()) as Session;
}

function signedInContext(
  browser: Browser,
  appUrl: string,
  session: Session,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: appUrl,
          localStorage: [
            { name: STORAGE_KEYS.accessToken, value: session.access_token },
            { name: STORAGE_KEYS.refreshToken, value: session.refresh_token },
            { name: STORAGE_KEYS.user, value: JSON.stringify(session.user) },
          ],
        },
      ],
    },
  });
}

async function openBoard(
  context: BrowserContext,
  appUrl: string,
  board: BigBoard,
): Promise<PageTimings> {
  const page = await context.newPage();
  try {
    await page.addInitScript(recordFirstCard, { selector: CARD, painted: PAINTED });
    // Nothing of Playwright's runs in the page until the first card is painted: polling the page
    // (waitForFunction) injects Playwright's script, whose evaluation took ~50 ms of the page's
    // main thread while it loaded. A console message reaches us through the protocol alone.
    const painted = page.waitForEvent('console', {
      predicate: (message) => message.text() === PAINTED,
      timeout: 120_000,
    });
    await page.goto(`${appUrl}${board.path}`, { waitUntil: 'commit' });
    await painted;
    // Until the whole list is in too (the first cards may come from the head of it alone).
    const listPath = `/api/boards/${board.boardId}/tasks`;
    const timings = await page.waitForFunction(readTimings, listPath, {
      timeout: 120_000,
      polling: 100,
    });
    return (await timings.jsonValue()) as PageTimings;
  } finally {
    await page.close();
  }
}

/** Runs in the page before its own scripts. */
function recordFirstCard({ selector, painted }: { selector: string; painted: string }): void {
  const recorded = window as unknown as { firstCard?: PageTimings['firstCard'] } & {
    longTasks: PageTimings['longTasks'];
  };
  recorded.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      recorded.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    const inserted = performance.now();
    // The frame that shows the card is painted after this animation frame's callbacks.
    requestAnimationFrame(() =>
      setTimeout(() => {
        recorded.firstCard = { inserted, painted: performance.now() };
        console.debug(painted);
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Runs in the page: its timings once the first card is painted and the board's whole task list
 * (at `listPath`, whole or changes since a version) has come, otherwise nothing yet.
 */
function readTimings(listPath: string): PageTimings | undefined {
  const recorded = window as unknown as Partial<Pick<PageTimings, 'firstCard' | 'longTasks'>>;
  if (!recorded.firstCard || !recorded.longTasks) return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  if (!resources.some((entry) => new URL(entry.name).pathname === listPath)) return undefined;
  const entries = [...(navigation ? [navigation] : []), ...resources];
  return {
    firstCard: recorded.firstCard,
    longTasks: recorded.longTasks,
    domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
    requests: entries.map((entry) => {
      const url = new URL(entry.name);
      return {
        path: url.pathname + url.search,
        type: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
        transferred: entry.transferSize,
        decoded: entry.decodedBodySize,
      };
    }),
  };
}

/** Every request of the board's task list: the head of it and the whole (or changes since). */
function taskListBytes(timings: PageTimings, boardId: string) {
  const list = timings.requests.filter((request) =>
    request.path.startsWith(`/api/boards/${boardId}/tasks`),
  );
  return {
    requests: list.length,
    transferred: list.reduce((sum, request) => sum + request.transferred, 0),
    decoded: list.reduce((sum, request) => sum + request.decoded, 0),
  };
}

function describeRuns(runs: PageTimings[]): string {
  const painted = runs.map((run) => run.firstCard.painted);
  return `p50 ${Math.round(median(painted))} ms (runs: ${painted.map((ms) => Math.round(ms)).join(', ')} ms)`;
}

function timelineTable(timings: PageTimings): string {
  const ms = (value: number) => String(Math.round(value));
  const rows = [
    ...timings.requests.map(
      (request) =>
        `| ${request.type} ${request.path} | ${ms(request.start)} | ${ms(request.end)} | ${kilobytes(request.transferred)} |`,
    ),
    `| DOMContentLoaded | | ${ms(timings.domContentLoaded)} | |`,
    ...timings.longTasks.map(
      (task) =>
        `| main thread busy (long task) | ${ms(task.start)} | ${ms(task.start + task.duration)} | |`,
    ),
    `| first card in the DOM | | ${ms(timings.firstCard.inserted)} | |`,
    `| first card painted | | ${ms(timings.firstCard.painted)} | |`,
  ];
  return `| what | start (ms) | end (ms) | on the wire |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1000).toLocaleString('en')} KB`;
}
