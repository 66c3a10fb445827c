import type { Session, Workspace } from '@teamboard/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/src/test/smtp-capture';
import { createVerifiedAccount, createWorkspace, logIn } from './support/accounts';
import { boardApi, joinWorkspace } from './support/boards';
import { launchBrowser, screenshot, watchViolations } from './support/browser';
import { watchRoomJoin } from './support/room-join';
import { startServer, type RunningServer } from './support/server';

let mailbox: Mailbox;
let server: RunningServer;
/** Two people, each in a browser of their own (own storage, session and socket). */
let adaBrowser: BrowserContext;
let boBrowser: BrowserContext;
let workspace: Workspace;
let ada: Session;
let bo: Session;
const adaAccount = { name: 'Ada Writer', email: 'ada@example.com', password: 'chat password 1' };
const boAccount = { name: 'Bo Reader', email: 'bo@example.com', password: 'chat password 2' };

const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  mailbox = await startMailbox();
  adaBrowser = await launchBrowser();
  boBrowser = await launchBrowser();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  ada = await createVerifiedAccount(server.url, mailbox, adaAccount);
  bo = await createVerifiedAccount(server.url, mailbox, boAccount);
  workspace = await createWorkspace(server.url, ada, 'Talk Co', 'talk-co');
  await joinWorkspace(
    boardApi(server.url, ada),
    boardApi(server.url, bo),
    workspace._id,
    boAccount.email,
  );
  await logIn(adaBrowser, server.url, adaAccount, /\/talk-co\/projects$/);
  await logIn(boBrowser, server.url, boAccount, /\/talk-co\/projects$/);
});

afterAll(async () => {
  await adaBrowser.close();
  await boBrowser.close();
  await server.stop();
  await mailbox.close();
});

const chatLink = (page: Page) => page.getByTestId('chat-link');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const message = (page: Page, text: string) =>
  page.locator('li[data-testid^="message-"]', { hasText: text });

describe('a chat between two people in two browsers', () => {
  it('is live both ways: messages, typing, a reaction, an edit, read ticks and the unread badge', async () => {
    // Bo works on the projects page; Ada opens a chat with him from the people picker.
    const boPage = await boBrowser.newPage();
    // Watched from the start: his socket opens on this page and joins the chat later.
    const boJoined = watchRoomJoin(boPage, 'join-chat');
    await boPage.goto(`${server.url}/talk-co/projects`);
    await expect.poll(() => chatLink(boPage).getAttribute('aria-label'), WAIT).toBe('Chat');

    const adaPage = await adaBrowser.newPage();
    const adaJoined = watchRoomJoin(adaPage, 'join-chat');
    await adaPage.goto(`${server.url}/talk-co/chat`);
    await adaPage.getByRole('button', { name: 'New chat' }).click();
    await adaPage.getByRole('dialog', { name: 'Start a chat' }).getByText(boAccount.name).click();
    await adaPage.waitForURL(new RegExp(`/talk-co/chat/${bo.user.username}$`));
    await expect.poll(adaJoined, WAIT).toBe(true);

    // Ada's message reaches Bo anywhere in the app: his header counts it, and it is delivered.
    await composer(adaPage).fill('Hello Bo, see https://example.com/spec');
    await composer(adaPage).press('Enter');
    await expect
      .poll(() => chatLink(boPage).getAttribute('aria-label'), WAIT)
      .toBe('Chat, 1 unread');
    const ticks = message(adaPage, 'Hello Bo').getByTestId('message-ticks');
    await expect.poll(() => ticks.getAttribute('data-status'), WAIT).toBe('delivered');
    expect(
      await message(adaPage, 'Hello Bo')
        .getByRole('link', { name: 'https://example.com/spec' })
        .count(),
    ).toBe(1);

    // Bo opens the chat from the list: the badge clears and Ada sees it read.
    await chatLink(boPage).click();
    await boPage.getByTestId(`chat-item-${ada.user.username}`).click();
    await expect.poll(boJoined, WAIT).toBe(true);
    await expect.poll(() => message(boPage, 'Hello Bo').count(), WAIT).toBe(1);
    await expect.poll(() => chatLink(boPage).getAttribute('aria-label'), WAIT).toBe('Chat');
    await expect.poll(() => ticks.getAttribute('data-status'), WAIT).toBe('read');

    // Bo types: Ada sees it; he sends: she has it live.
    await composer(boPage).pressSequentially('Hi Ada');
    await expect
      .poll(() => adaPage.getByText(`${boAccount.name} is typing…`).count(), WAIT)
      .toBe(1);
    await screenshot(adaPage, 'chat-typing');
    await composer(boPage).press('Enter');
    await expect.poll(() => message(adaPage, 'Hi Ada').count(), WAIT).toBe(1);
    await expect
      .poll(() => adaPage.getByText(`${boAccount.name} is typing…`).count(), WAIT)
      .toBe(0);

    // Ada reacts to it; Bo sees the reaction.
    await message(adaPage, 'Hi Ada').hover();
    await message(adaPage, 'Hi Ada').getByRole('button', { name: 'React with 👍' }).click();
    await expect
      .poll(() => message(boPage, 'Hi Ada').getByRole('button', { name: '👍 1' }).count(), WAIT)
      .toBe(1);
    await screenshot(boPage, 'chat-reaction');

    // Ada fixes her first message from the keyboard: ↑ in the empty composer, Enter saves;
    // Bo sees the new text, marked edited.
    await composer(adaPage).focus();
    await adaPage.keyboard.press('ArrowUp');
    const editor = adaPage.getByRole('textbox', { name: 'Edit message' });
    expect(await editor.inputValue()).toBe('Hello Bo, see https://example.com/spec');
    await editor.press('End');
    await editor.pressSequentially(' (updated)');
    await screenshot(adaPage, 'chat-editing');
    await editor.press('Enter');
    await expect.poll(() => message(boPage, 'spec (updated)').count(), WAIT).toBe(1);
    expect(await message(boPage, 'spec (updated)').textContent()).toContain('edited');
    expect(await adaPage.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Message',
    );

    // What they saw is what was stored.
    await boPage.reload();
    await expect
      .poll(() => message(boPage, 'Hi Ada').getByRole('button', { name: '👍 1' }).count(), WAIT)
      .toBe(1);
    expect(await message(boPage, 'Hello Bo, see https://example.com/spec (updated)').count()).toBe(
      1,
    );
  });

  it('opens the full emoji picker under the page policy: its icons load, nothing is refused', async () => {
    const adaPage = await adaBrowser.newPage();
    const violations = watchViolations(adaPage);
    await adaPage.goto(`${server.url}/talk-co/chat/${bo.user.username}`);
    await message(adaPage, 'Hi Ada').hover();
    await message(adaPage, 'Hi Ada').getByRole('button', { name: 'More reactions' }).click();
    const picker = adaPage.getByRole('dialog', { name: 'Pick a reaction' });
    // Typing shows the clear-search icon beside the search icon: both are images.
    await picker.getByRole('textbox').fill('party');
    await picker.locator('.epr-icn-clear-search').waitFor(WAIT);
    const icons = await picker.evaluate((element) =>
      ['.epr-icn-search', '.epr-icn-clear-search'].map(
        (selector) => getComputedStyle(element.querySelector(selector) as Element).backgroundImage,
      ),
    );
    for (const icon of icons) expect(icon).toMatch(/^url\("http:\/\/127\.0\.0\.1:\d+\/assets\//);
    await screenshot(adaPage, 'chat-emoji-picker');
    await adaPage.getByRole('dialog', { name: 'Pick a reaction' }).press('Escape');
    expect(violations).toEqual([]);
    await adaPage.close();
  });
});
