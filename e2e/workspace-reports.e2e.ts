import type { Board, Session, Task, Workspace } from '@teamboard/shared';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, logIn } from './support/accounts';
import { boardApi, createBoard, joinWorkspace, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { startScene, type Scene } from './support/scene';

let scene: Scene;
let workspace: Workspace;
let managerBrowser: BrowserContext;
let memberBrowser: BrowserContext;
let manager: Session;
let member: Session;
const owner = { name: 'Oona Owner', email: 'oona@example.com', password: 'reports password 1' };
const managerAccount = {
  name: 'Mia Manager',
  email: 'mia@example.com',
  password: 'reports password 2',
};
const memberAccount = {
  name: 'Max Member',
  email: 'max@example.com',
  password: 'reports password 3',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The Monday (UTC) of the week `time` is in. */
const mondayOf = (time: number) => {
  const day = Date.parse(`${utcDay(time)}T00:00:00.000Z`);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
};

/** Two hours logged by the member 20 days ago, one hour an hour ago, and one by the manager. */
const now = Date.now();
const ENTRIES = [
  { who: 'member', start: now - 20 * DAY_MS, hours: 2 },
  { who: 'member', start: now - 2 * HOUR_MS, hours: 1 },
  { who: 'manager', start: now - 10 * DAY_MS, hours: 3 },
] as const;
/** What "This week" counts of someone's entries: those from this week's Monday on. */
const thisWeekHours = (who: string) =>
  ENTRIES.filter((entry) => entry.who === who && entry.start >= mondayOf(now)).reduce(
    (sum, entry) => sum + entry.hours,
    0,
  );

async function logTime(api: BoardApi, task: Task, start: number, hours: number) {
  await api.post(`/api/tasks/${task._id}/time`, {
    startTime: new Date(start).toISOString(),
    duration: hours * 3600,
  });
}

beforeAll(async () => {
  scene = await startScene(owner, { name: 'Metrics', url: 'metrics' });
  ({ workspace } = scene);
  manager = await createVerifiedAccount(scene.server.url, scene.mailbox, managerAccount);
  member = await createVerifiedAccount(scene.server.url, scene.mailbox, memberAccount);
  const apis = {
    manager: boardApi(scene.server.url, manager),
    member: boardApi(scene.server.url, member),
  };
  await joinWorkspace(scene.api, apis.manager, workspace._id, managerAccount.email, 'manager');
  await joinWorkspace(scene.api, apis.member, workspace._id, memberAccount.email, 'member');
  const { board, columns } = await createBoard(scene.api, workspace._id, 'Launch');
  const { task } = await scene.api.post<{ task: Task }>('/api/tasks', {
    boardId: board._id,
    columnId: columns[0]?._id,
    fields: { title: 'Write the launch post', complexity: 3 },
    position: 'bottom',
  });
  for (const user of [manager.user, member.user]) {
    await scene.api.post<{ board: Board }>('/api/boards/members', {
      boardId: board._id,
      userId: user._id,
    });
  }
  for (const entry of ENTRIES) await logTime(apis[entry.who], task, entry.start, entry.hours);

  managerBrowser = await launchBrowser();
  memberBrowser = await launchBrowser();
  await logIn(managerBrowser, scene.server.url, managerAccount, /\/metrics\/projects$/);
  await logIn(memberBrowser, scene.server.url, memberAccount, /\/metrics\/projects$/);
});

afterAll(async () => {
  await managerBrowser.close();
  await memberBrowser.close();
  await scene.close();
});

/** The body rows of the table named `name`, as their cells' texts. */
function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    );
}

/** The Members table's rows: the name (with any badge) and the hours logged. */
const hoursByMember = async (page: Page) =>
  (await tableRows(page, 'Members')).map((cells) => [cells[0], cells[3]]);

/** The weeks along the chart's axis. */
const chartWeeks = (page: Page) =>
  page
    .getByTestId('weekly-chart')
    .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .allTextContents();

describe('workspace reports in the browser', () => {
  it('shows a manager everyone, follows the range and downloads the CSV', async () => {
    const page = await managerBrowser.newPage();
    await page.goto(`${scene.server.url}/metrics/projects`);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.getByRole('link', { name: /Resource analysis/ }).click();
    await page.waitForURL(/\/metrics\/reports\/resource-analysis$/);

    await expect
      .poll(() => hoursByMember(page), WAIT)
      .toEqual([
        ['Max Member', '3'],
        ['Mia Manager', '3'],
        ['Oona Owner', '0'],
      ]);
    const lastFourWeeks: string[] = [];
    for (let monday = mondayOf(now - 27 * DAY_MS); monday <= now; monday += 7 * DAY_MS)
      lastFourWeeks.push(utcDay(monday));
    await expect.poll(() => chartWeeks(page), WAIT).toEqual(lastFourWeeks);
    await screenshot(page, 'workspace-reports-resource-analysis');

    await page.getByLabel('Range').selectOption({ label: 'This week' });

    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?range=this-week');
    await expect
      .poll(() => hoursByMember(page), WAIT)
      .toEqual([
        ['Max Member', String(thisWeekHours('member'))],
        ['Mia Manager', String(thisWeekHours('manager'))],
        ['Oona Owner', '0'],
      ]);
    await expect.poll(() => chartWeeks(page), WAIT).toEqual([utcDay(mondayOf(now))]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `resource-analysis-${utcDay(mondayOf(now))}-${utcDay(now)}.csv`,
    );
    const text = await readFile(await download.path(), 'utf8');
    const [headers, ...rows] = Papa.parse<string[]>(text.trim()).data;
    expect(headers?.slice(0, 5)).toEqual([
      'Member',
      'Username',
      'Weekly capacity (h)',
      'Quota share (h/week)',
      'Hours logged',
    ]);
    expect(rows.map((row) => [row[0], row[4]])).toEqual([
      ['Max Member', String(thisWeekHours('member'))],
      ['Mia Manager', String(thisWeekHours('manager'))],
      ['Oona Owner', '0'],
    ]);
  });

  it('shows the hours per task at its complexity', async () => {
    const page = await managerBrowser.newPage();
    await page.goto(`${scene.server.url}/metrics/reports/time-complexity`);

    // One Medium task: the 6 hours everyone logged on it in the last 4 weeks.
    await expect
      .poll(async () => (await tableRows(page, 'By complexity'))[2], WAIT)
      .toEqual(['Medium', '1', '6 h', '6 h', '6 h', '6 h', '6 h', '6 h']);
    await page.getByTestId('spread-chart').locator('.recharts-surface').first().waitFor(WAIT);
    await screenshot(page, 'workspace-reports-time-complexity');
  });

  it('shows a member only their own row, with no member filter', async () => {
    const page = await memberBrowser.newPage();
    await page.goto(`${scene.server.url}/metrics/reports/resource-analysis`);

    await expect.poll(() => hoursByMember(page), WAIT).toEqual([['Max Member', '3']]);
    expect(await page.getByRole('button', { name: /^Members/ }).count()).toBe(0);
    await screenshot(page, 'workspace-reports-member');
  });
});
