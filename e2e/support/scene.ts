import type { Session, Workspace } from '@teamboard/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startMailbox, type Mailbox } from '../../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './accounts';
import { boardApi, joinWorkspace, type BoardApi } from './boards';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A browser test's world: the built server, a verified account with a workspace, Chromium. */
export interface Scene {
  mailbox: Mailbox;
  server: RunningServer;
  browser: BrowserContext;
  session: Session;
  workspace: Workspace;
  api: BoardApi;
  close(): Promise<void>;
}

/**
 * Starts the scene: Chromium first (without it no server process is left running), then the
 * server (with `env` added, e.g. its own database), the account and its workspace.
 */
export async function startScene(
  account: Account,
  workspace: { name: string; url: string },
  env: Record<string, string> = {},
): Promise<Scene> {
  const mailbox = await startMailbox();
  const browser = await launchBrowser();
  const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, ...env });
  const session = await createVerifiedAccount(server.url, mailbox, account);
  const created = await createWorkspace(server.url, session, workspace.name, workspace.url);
  return {
    mailbox,
    server,
    browser,
    session,
    workspace: created,
    api: boardApi(server.url, session),
    close: async () => {
      await browser.close();
      await server.stop();
      await mailbox.close();
    },
  };
}

/**
 * Logs in through the form once: every page of the browser then shares the stored session.
 * Waits for the projects page of `workspaceUrl`, where a member with one workspace lands.
 */
export async function logInThroughForm(scene: Scene, account: Account): Promise<void> {
  await logIn(
    scene.browser,
    scene.server.url,
    account,
    new RegExp(`/${scene.workspace.url}/projects$`),
  );
}

/**
 * A browser test file's scene, signed in through the form: started before its tests, closed
 * after them. Read its fields inside tests (they are filled in by then).
 */
export function useSignedInScene(
  account: Account,
  workspace: { name: string; url: string },
): Scene {
  const scene = {} as Scene;
  beforeAll(async () => {
    Object.assign(scene, await startScene(account, workspace));
    await logInThroughForm(scene, account);
  });
  afterAll(async () => {
    await scene.close();
  });
  return scene;
}

/** A task's card on the board page, by its title. */
export function taskCard(page: Page, title: string): Locator {
  return page.locator('[data-testid^="task-card-"]', { hasText: title });
}

/** Two people of one workspace, each in a browser of their own (own session, own socket). */
export interface TwoPeopleScene {
  mailbox: Mailbox;
  server: RunningServer;
  workspace: Workspace;
  /** The workspace's owner. */
  owner: { browser: BrowserContext; session: Session; api: BoardApi };
  /** A plain member, invited by the owner and accepted. */
  member: { browser: BrowserContext; api: BoardApi };
}

/**
 * A browser test file's scene of two people signed in through the form, both landing on the
 * workspace's projects page: started before its tests, closed after them.
 */
export function useTwoPeopleScene(
  owner: Account,
  member: Account,
  workspace: { name: string; url: string },
): TwoPeopleScene {
  const scene = {} as TwoPeopleScene;
  beforeAll(async () => {
    // The browsers first: without Chromium no server process is left running.
    const mailbox = await startMailbox();
    const ownerBrowser = await launchBrowser();
    const memberBrowser = await launchBrowser();
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
    const session = await createVerifiedAccount(server.url, mailbox, owner);
    const created = await createWorkspace(server.url, session, workspace.name, workspace.url);
    const api = boardApi(server.url, session);
    const memberApi = boardApi(
      server.url,
      await createVerifiedAccount(server.url, mailbox, member),
    );
    await joinWorkspace(api, memberApi, created._id, member.email);
    const landing = new RegExp(`/${workspace.url}/projects$`);
    await logIn(ownerBrowser, server.url, owner, landing);
    await logIn(memberBrowser, server.url, member, landing);
    Object.assign(scene, {
      mailbox,
      server,
      workspace: created,
      owner: { browser: ownerBrowser, session, api },
      member: { browser: memberBrowser, api: memberApi },
    } satisfies TwoPeopleScene);
  });
  afterAll(async () => {
    await scene.owner.browser.close();
    await scene.member.browser.close();
    await scene.server.stop();
    await scene.mailbox.close();
  });
  return scene;
}
