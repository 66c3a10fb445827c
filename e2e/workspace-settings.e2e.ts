import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, createBoard, joinWorkspace, type BoardApi } from './support/boards';
import { launchBrowser, screenshot, watchViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
let browser: BrowserContext;
let owner: BoardApi;

const olivia = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'owner password 1' };
const mia = { name: 'Mia Member', email: 'mia@example.com', password: 'member password 1' };

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  const session = await createVerifiedAccount(server.url, mailbox, olivia);
  const workspace = await createWorkspace(server.url, session, 'Acme Rockets', 'acme-rockets');
  owner = boardApi(server.url, session);
  const member = boardApi(server.url, await createVerifiedAccount(server.url, mailbox, mia));
  await joinWorkspace(owner, member, workspace._id, mia.email);
  const { folder } = await owner.post<{ folder: { _id: string } }>('/api/folders', {
    workspaceId: workspace._id,
    name: 'Clients',
  });
  const launch = await createBoard(owner, workspace._id, 'Launch plan', [
    { title: 'Book the venue', column: 'To Do' },
    { title: 'Press kit', column: 'In Progress' },
  ]);
  await member.post(`/api/boards/${launch.board._id}/join`, null);
  await fetchPut(`/api/boards/${launch.board._id}/move`, { folderId: folder._id });
  const site = await createBoard(owner, workspace._id, 'Website', [
    { title: 'Home page', column: 'Done' },
  ]);
  await owner.post(`/api/boards/${site.board._id}/archive`, {});
  await createBoard(owner, workspace._id, 'Hiring');
  browser = await launchBrowser();
  await logIn(browser, server.url, olivia, /\/acme-rockets\/projects$/);

  async function fetchPut(path: string, body: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(await response.text());
  }
});

afterAll(async () => {
  await browser.close();
  await server.stop();
  await mailbox.close();
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/acme-rockets/settings/${path}`);
  return page;
}

/** A 2×2 red PNG: small, but a real image the browser decodes. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

describe('workspace settings: logo, projects and security', () => {
  it('previews a picked logo under the page policy, then uploads it', async () => {
    const page = await open('general');
    const violations = watchViolations(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: RED_PNG,
    });
    // The settings page's own logo, not the switcher's in the header.
    const logo = page.getByRole('main').getByRole('img', { name: 'Acme Rockets logo' });
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/uploads\//);
    await screenshot(page, 'settings-logo');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('lists every project and archives one from the table', async () => {
    const page = await open('projects');
    const hiring = page.getByRole('row', { name: /Hiring/ });
    await expect.poll(() => hiring.count()).toBe(1);
    await hiring.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => hiring.getByText('Archived').count()).toBe(1);
    await screenshot(page, 'settings-projects');
    const launch = page.getByRole('row', { name: /Launch plan/ });
    expect(await launch.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['2', 'Active']),
    );
    const folder = launch.getByLabel('Folder of Launch plan').locator('option:checked');
    expect(await folder.textContent()).toBe('Clients');
  });

  it('saves the security settings and shows the change in the audit log', async () => {
    const page = await open('security');
    await page.getByLabel('Only the owner and admins').check();
    await page.getByLabel('Allowed email domains').fill('example.com\nacme-rockets.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText(/changed the security settings/).count())
      .toBeGreaterThan(0);
    await screenshot(page, 'settings-security');
    const { security } = await owner.get<{ security: { allowedEmailDomains: string[] } }>(
      '/api/workspaces/acme-rockets/security',
    );
    expect(security.allowedEmailDomains).toEqual(['example.com', 'acme-rockets.test']);
  });
});
