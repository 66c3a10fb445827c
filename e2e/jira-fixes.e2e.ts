import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Workspace } from '@teamboard/shared';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraCsv } from '../apps/server/src/test/jira-export';
import { createBoard, type BoardApi } from './support/boards';
import { screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Jo Jira', email: 'jo@example.com', password: 'jira fixes pass 1' };
const WAIT = { timeout: 10_000 };
const IMPORT_WAIT = { timeout: 60_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Shop', url: 'shop' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
});

afterAll(async () => {
  await scene.close();
});

describe('an imported Jira issue in the browser', () => {
  it('opens by its Jira key and shows its description as rich text', async () => {
    const { board } = await createBoard(api, workspace._id, 'Storefront');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tb-jira-')), 'SHOP.csv');
    writeFileSync(
      file,
      jiraCsv([
        {
          'Issue key': 'SHOP-101',
          Summary: 'Checkout button',
          Status: 'To Do',
          Description:
            'h2. Goal\n*Fast* checkout\n# Cart\n# Pay\nSee [docs|https://example.com/docs]',
        },
      ]),
    );
    const page = await browser.newPage();
    await page.goto(`${server.url}/shop/projects/${board._id}/import/jira`);
    await page.getByLabel('Choose a Jira export').setInputFiles(file);
    await expect.poll(() => page.getByText('1 issue').count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Go to the board' }).count(), IMPORT_WAIT)
      .toBe(1);

    await page.goto(`${server.url}/shop/projects/${board._id}?task=SHOP-101`);
    const panel = page.getByTestId('task-panel');
    await expect.poll(() => panel.getByText('Jira: SHOP-101').count(), WAIT).toBe(1);
    // Wiki markup arrives as the editor's own heading, bold, numbered list and link.
    const description = panel.getByLabel('Description');
    await expect.poll(() => description.locator('h2').allTextContents(), WAIT).toEqual(['Goal']);
    expect(await description.locator('strong').allTextContents()).toEqual(['Fast']);
    expect(await description.locator('ol > li').allTextContents()).toEqual(['Cart', 'Pay']);
    expect(await description.getByRole('link', { name: 'docs' }).getAttribute('href')).toBe(
      'https://example.com/docs',
    );
    await screenshot(page, 'jira-fixes-kept-key');
  });
});
