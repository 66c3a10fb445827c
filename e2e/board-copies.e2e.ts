import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';

let scene: Scene;
const account = {
  name: 'Rita Return',
  email: 'rita@example.com',
  password: 'returning password 1',
};

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Return Co', url: 'return-co' });
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

async function renameTask(taskId: string, title: string): Promise<void> {
  const response = await fetch(`${scene.server.url}/api/tasks/${taskId}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${scene.session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(200);
}

describe('a returning visit to a board', () => {
  it('shows the board this browser kept before the network answers, then the fresh state', async () => {
    const { board, tasks } = await createBoard(scene.api, scene.workspace._id, 'Kept Board', [
      { title: 'Draft the brief', column: 'To Do' },
      { title: 'Book the venue', column: 'In Progress' },
    ]);
    const [brief] = tasks;
    if (!brief) throw new Error('no task');
    const page = await scene.browser.newPage();
    const url = `${scene.server.url}/return-co/projects/${board._id}`;
    await page.goto(url);
    await page.getByText('Draft the brief').waitFor(WAIT);
    // The copy is written once the server's answer is in; give IndexedDB a moment.
    await page.waitForTimeout(500);
    await page.close();

    await renameTask(brief._id, 'Brief approved');
    // The task list's answers wait until released: the board must show without them.
    const held: Route[] = [];
    let released = false;
    const again = await scene.browser.newPage();
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
    const page = await scene.browser.newPage();
    await page.goto(`${scene.server.url}/return-co/projects`);
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
