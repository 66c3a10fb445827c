import type { Chat, Message, MessagesResponse } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCalls } from '../../test/chat-calls';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspaceId: string;

beforeAll(async () => {
  const scene = await castWorkspace();
  ({ t, cast } = scene);
  workspaceId = scene.workspace.id;
});
afterAll(async () => {
  await t.close();
});

const { call, chatBetween, send } = chatCalls(() => ({ t, workspaceId }));

const unreadOf = (chat: Chat | undefined, account: Account) =>
  chat?.participants.find((each) => each.user._id === account.user._id)?.unreadCount;

describe('direct chats', () => {
  it('are one per pair, even when both start it at once', async () => {
    const { admin, manager } = cast;
    const answers = await Promise.all([
      call(admin, 'POST', '/api/chats/direct', { workspaceId, participantId: manager.user._id }),
      call(manager, 'POST', '/api/chats/direct', { workspaceId, participantId: admin.user._id }),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((each) => each.json<{ chat: Chat }>().chat);
    expect(first?._id).toBe(second?._id);
    expect(first).toMatchObject({ type: 'direct', workspaceId, lastMessage: null });
    expect(first?.participants.map((each) => each.user._id).sort()).toEqual(
      [admin.user._id, manager.user._id].sort(),
    );
  });

  it('refuse oneself, someone outside the workspace, and a workspace the caller is not in', async () => {
    const { member, outsider } = cast;
    const self = await call(member, 'POST', '/api/chats/direct', {
      workspaceId,
      participantId: member.user._id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'You cannot start a chat with yourself' });
    const stranger = await call(member, 'POST', '/api/chats/direct', {
      workspaceId,
      participantId: outsider.user._id,
    });
    expect(stranger.statusCode).toBe(400);
    const foreign = await call(outsider, 'POST', '/api/chats/direct', {
      workspaceId,
      participantId: member.user._id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/chats?workspaceId=${workspaceId}`)).statusCode).toBe(
      404,
    );
  });

  it('let nobody outside a chat read it or write to it', async () => {
    const { owner, member, guest } = cast;
    const chat = await chatBetween(owner, member);
    await send(owner, chat, 'Just between us');
    for (const [method, url, payload] of [
      ['GET', `/api/chats/${chat._id}/messages`, undefined],
      ['POST', `/api/chats/${chat._id}/messages`, { content: 'Let me in' }],
      ['POST', `/api/chats/${chat._id}/read`, undefined],
    ] as const) {
      const refused = await call(guest, method, url, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Chat not found' });
    }
    const listed = await call(guest, 'GET', `/api/chats?workspaceId=${workspaceId}`);
    expect(listed.json<{ chats: Chat[] }>().chats.map((each) => each._id)).not.toContain(chat._id);
  });
});

describe('chat messages', () => {
  it('keep a hostile body as text, and refuse an empty or too long one', async () => {
    const { owner, client } = cast;
    const chat = await chatBetween(owner, client);
    const hostile = '<img src=x onerror="alert(1)"> **bold** ${process.env}';
    const message = await send(owner, chat, `  ${hostile}  `);
    expect(message).toMatchObject({
      chatId: chat._id,
      content: hostile,
      status: 'sent',
      reactions: [],
      editedAt: null,
      deletedAt: null,
      sender: { _id: owner.user._id },
    });
    for (const content of ['   ', 'x'.repeat(4001)]) {
      const refused = await call(owner, 'POST', `/api/chats/${chat._id}/messages`, { content });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('come in pages, oldest first, before or after a message', async () => {
    const { admin, member } = cast;
    const chat = await chatBetween(admin, member);
    const sent: Message[] = [];
    for (let index = 1; index <= 7; index += 1) sent.push(await send(admin, chat, `m${index}`));
    const page = async (query: string) =>
      (
        await call(admin, 'GET', `/api/chats/${chat._id}/messages${query}`)
      ).json<MessagesResponse>();
    const texts = (answer: MessagesResponse) => answer.messages.map((each) => each.content);

    const newest = await page('?limit=3');
    expect(texts(newest)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.hasMore).toBe(true);
    const older = await page(`?limit=3&before=${sent[4]?._id ?? ''}`);
    expect(texts(older)).toEqual(['m2', 'm3', 'm4']);
    expect(older.hasMore).toBe(true);
    const oldest = await page(`?limit=3&before=${sent[1]?._id ?? ''}`);
    expect(texts(oldest)).toEqual(['m1']);
    expect(oldest.hasMore).toBe(false);
    const newer = await page(`?limit=4&after=${sent[2]?._id ?? ''}`);
    expect(texts(newer)).toEqual(['m4', 'm5', 'm6', 'm7']);
    expect(newer.hasMore).toBe(false);
    const both = await call(
      admin,
      'GET',
      `/api/chats/${chat._id}/messages?before=${sent[1]?._id ?? ''}&after=${sent[0]?._id ?? ''}`,
    );
    expect(both.statusCode).toBe(400);
  });

  it('count unread for the recipient, exactly, until the chat is read', async () => {
    const { manager, guest } = cast;
    const chat = await chatBetween(manager, guest);
    await Promise.all(Array.from({ length: 6 }, (_, index) => send(manager, chat, `n${index}`)));
    const list = async (account: Account) =>
      (await call(account, 'GET', `/api/chats?workspaceId=${workspaceId}`))
        .json<{ chats: Chat[] }>()
        .chats.find((each) => each._id === chat._id);

    expect(unreadOf(await list(guest), guest)).toBe(6);
    expect(unreadOf(await list(guest), manager)).toBe(0);
    expect((await list(guest))?.lastMessage?.content).toMatch(/^n\d$/);

    const read = await call(guest, 'POST', `/api/chats/${chat._id}/read`);
    expect(read.statusCode).toBe(200);
    expect(unreadOf(read.json<{ chat: Chat }>().chat, guest)).toBe(0);
    const messages = (
      await call(manager, 'GET', `/api/chats/${chat._id}/messages`)
    ).json<MessagesResponse>().messages;
    expect(messages.every((each) => each.status === 'read')).toBe(true);
  });
});
