import type { Session, Workspace } from '@teamboard/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, joinWorkspace } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { watchRoomJoin } from './support/room-join';
import { startScene, type Scene } from './support/scene';

const olivia = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'owner password 1' };
const ivy = { name: 'Ivy Invitee', email: 'ivy@example.com', password: 'invitee password 1' };
const mark = { name: 'Mark Member', email: 'mark@example.com', password: 'member password 1' };

let scene: Scene;
let ivySession: Session;
let markSession: Session;
let beta: Workspace;

/** The owner's calls the board helpers do not make (role changes, deletions). */
async function asOwner(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${scene.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${scene.session.access_token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${await response.text()}`);
}

beforeAll(async () => {
  scene = await startScene(olivia, { name: 'Acme Rockets', url: 'acme-rockets' });
  const { url } = scene.server;
  beta = await createWorkspace(url, scene.session, 'Beta Labs', 'beta-labs');
  // Ivy only ever joined by invitation (no team size given): a guest of both, last in Beta.
  ivySession = await createVerifiedAccount(url, scene.mailbox, ivy, false);
  const ivyApi = boardApi(url, ivySession);
  await joinWorkspace(scene.api, ivyApi, scene.workspace._id, ivy.email, 'guest');
  await joinWorkspace(scene.api, ivyApi, beta._id, ivy.email, 'guest');
  markSession = await createVerifiedAccount(url, scene.mailbox, mark);
  await joinWorkspace(scene.api, boardApi(url, markSession), scene.workspace._id, mark.email);
});

afterAll(() => scene.close());

const settingsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' });

describe('a guest whose workspaces go', () => {
  it('falls back to another workspace, sees an empty "My workspaces", leaves and is offered a way on', async () => {
    const { url } = scene.server;
    await logIn(scene.browser, url, ivy, /\/beta-labs\/projects$/);
    const page = await scene.browser.newPage();

    await asOwner('DELETE', `/api/workspaces/${beta._id}`);
    await page.goto(`${url}/workspaces`);
    await expect.poll(() => page.getByText('You are a guest only').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/workspaces');
    await screenshot(page, 'people-01-guest-only-workspaces');

    await page.goto(`${url}/acme-rockets/u`);
    await page.getByRole('button', { name: 'Leave workspace' }).click();
    await screenshot(page, 'people-02-leave-confirm');
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL(/\/onboarding$/);
    await expect.poll(() => page.getByText('Wait for their invitation').count()).toBe(1);
    await screenshot(page, 'people-03-no-workspace-left');
    await page.close();
  });
});

describe('a role change', () => {
  it('shows and takes away Settings live, moving a demoted manager off the settings', async () => {
    const { url } = scene.server;
    const browser = await launchBrowser();
    try {
      await logIn(browser, url, mark, /\/acme-rockets\/projects$/);
      const page = await browser.newPage();
      // The socket is connected (and heard by the server) once its notifications room is joined.
      const connected = watchRoomJoin(page, 'join-notifications');
      await page.goto(`${url}/acme-rockets/projects`);
      await expect.poll(connected).toBe(true);
      expect(await settingsLink(page).count()).toBe(0);

      const role = `/api/workspaces/${scene.workspace._id}/members/${markSession.user._id}`;
      await asOwner('PUT', role, { role: 'manager' });
      await expect.poll(() => settingsLink(page).count(), { timeout: 10_000 }).toBe(1);
      await settingsLink(page).click();
      await page.waitForURL(/\/acme-rockets\/settings/);
      await screenshot(page, 'people-04-promoted-settings');

      await asOwner('PUT', role, { role: 'member' });
      await page.waitForURL(/\/acme-rockets$/, { timeout: 10_000 });
      expect(await settingsLink(page).count()).toBe(0);
      await screenshot(page, 'people-05-demoted-home');
    } finally {
      await browser.close();
    }
  });
});
