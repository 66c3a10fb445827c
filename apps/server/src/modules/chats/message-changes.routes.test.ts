import type { Chat, Message, MessagesResponse } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCalls } from '../../test/chat-calls';
import { verifiedUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { addMember, castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

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

const { call, chatBetween, send, react } = chatCalls(() => ({ t, workspaceId }));

async function reactionsAfter(account: Account, message: Message, emoji: string) {
  const response = await react(account, message, emoji);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: Message }>().message.reactions;
}

describe('reactions', () => {
  it('toggle the caller’s emoji, grouped by emoji with who reacted', async () => {
    const { owner, admin } = cast;
    const chat = await chatBetween(owner, admin);
    const message = await send(owner, chat, 'Ship it?');

    expect(await reactionsAfter(admin, message, '👍')).toEqual([
      { emoji: '👍', userIds: [admin.user._id] },
    ]);
    expect(await reactionsAfter(owner, message, '👍')).toEqual([
      { emoji: '👍', userIds: [admin.user._id, owner.user._id] },
    ]);
    expect(await reactionsAfter(owner, message, '🇫🇷')).toEqual([
      { emoji: '👍', userIds: [admin.user._id, owner.user._id] },
      { emoji: '🇫🇷', userIds: [owner.user._id] },
    ]);
    expect(await reactionsAfter(admin, message, '👍')).toEqual([
      { emoji: '👍', userIds: [owner.user._id] },
      { emoji: '🇫🇷', userIds: [owner.user._id] },
    ]);
    const page = await call(owner, 'GET', `/api/chats/${chat._id}/messages`);
    expect(page.json<MessagesResponse>().messages[0]?.reactions).toHaveLength(2);
  });

  it('take one emoji only, at most ten per person, and nothing on a deleted message', async () => {
    const { owner, manager } = cast;
    const chat = await chatBetween(owner, manager);
    const message = await send(owner, chat, 'React away');
    for (const emoji of ['', 'ok', '👍👍', '<script>', ':+1:']) {
      const refused = await react(manager, message, emoji);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Reaction must be a single emoji' });
    }
    const ten = ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇'];
    for (const emoji of ten) await reactionsAfter(manager, message, emoji);
    const eleventh = await react(manager, message, '🙂');
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toMatchObject({
      message: 'You can add at most 10 reactions to a message',
    });
    expect(await reactionsAfter(manager, message, '😀')).toHaveLength(9);

    await call(owner, 'DELETE', `/api/messages/${message._id}`);
    const onTombstone = await react(manager, message, '👍');
    expect(onTombstone.statusCode).toBe(400);
    expect(onTombstone.json()).toMatchObject({ message: 'You cannot react to a deleted message' });
  });

  it('are closed to anyone outside the chat', async () => {
    const { owner, member, guest, outsider } = cast;
    const chat = await chatBetween(owner, member);
    const message = await send(owner, chat, 'Private');
    for (const stranger of [guest, outsider]) {
      const refused = await react(stranger, message, '👍');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Message not found' });
      const deleted = await call(stranger, 'DELETE', `/api/messages/${message._id}`);
      expect(deleted.statusCode).toBe(404);
    }
    const unknown = await react(owner, { ...message, _id: crypto.randomUUID() }, '👍');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('editing a message', () => {
  async function stored(account: Account, message: Message) {
    const page = await call(account, 'GET', `/api/chats/${message.chatId}/messages`);
    return page.json<MessagesResponse>().messages.find((each) => each._id === message._id);
  }
  const edit = (account: Account, message: Message, content: string) =>
    call(account, 'PUT', `/api/messages/${message._id}`, { content });

  it('is the sender’s alone: new text, marked edited, the same text changes nothing', async () => {
    const { owner, member } = cast;
    const chat = await chatBetween(owner, member);
    const message = await send(owner, chat, 'Meet at 3');
    expect(message.editedAt).toBeNull();
    await reactionsAfter(member, message, '👍');

    const notMine = await edit(member, message, 'Meet never');
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ message: 'You can only edit your own messages' });

    const edited = await edit(owner, message, '  Meet at 4  ');
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = edited.json<{ message: Message }>().message;
    expect(changed).toMatchObject({ _id: message._id, content: 'Meet at 4', status: 'sent' });
    expect(changed.reactions).toEqual([{ emoji: '👍', userIds: [member.user._id] }]);
    expect(changed.editedAt).not.toBeNull();
    expect(changed.createdAt).toBe(message.createdAt);

    const same = await edit(owner, message, 'Meet at 4');
    expect(same.json<{ message: Message }>().message.editedAt).toBe(changed.editedAt);
    expect(await stored(member, message)).toMatchObject({
      content: 'Meet at 4',
      editedAt: changed.editedAt,
      reactions: [{ emoji: '👍', userIds: [member.user._id] }],
    });
  });

  it('refuses empty or too long text, a deleted message and anyone outside the chat', async () => {
    const { owner, admin, guest } = cast;
    const chat = await chatBetween(owner, admin);
    const message = await send(owner, chat, 'Draft');
    for (const [content, error] of [
      ['   ', 'Message cannot be empty'],
      ['x'.repeat(4001), 'Message must be at most 4,000 characters'],
    ] as const) {
      const refused = await edit(owner, message, content);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: error });
    }
    const stranger = await edit(guest, message, 'Mine now');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Message not found' });

    await call(owner, 'DELETE', `/api/messages/${message._id}`);
    const onTombstone = await edit(owner, message, 'Back from the dead');
    expect(onTombstone.statusCode).toBe(400);
    expect(onTombstone.json()).toMatchObject({ message: 'You cannot edit a deleted message' });
    expect(await stored(owner, message)).toMatchObject({ content: '', editedAt: null });
  });
});

describe('deleting a message', () => {
  it('is the sender’s alone, and leaves a tombstone in place', async () => {
    const { admin, client } = cast;
    const chat = await chatBetween(admin, client);
    const first = await send(admin, chat, 'Oops, wrong chat');
    const second = await send(client, chat, 'Huh?');
    await reactionsAfter(client, first, '😮');

    const notMine = await call(client, 'DELETE', `/api/messages/${first._id}`);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ message: 'You can only delete your own messages' });

    const deleted = await call(admin, 'DELETE', `/api/messages/${first._id}`);
    expect(deleted.statusCode).toBe(200);
    const tombstone = deleted.json<{ message: Message }>().message;
    expect(tombstone).toMatchObject({ _id: first._id, content: '', reactions: [] });
    expect(tombstone.deletedAt).not.toBeNull();
    const again = await call(admin, 'DELETE', `/api/messages/${first._id}`);
    expect(again.json<{ message: Message }>().message.deletedAt).toBe(tombstone.deletedAt);

    const page = await call(client, 'GET', `/api/chats/${chat._id}/messages`);
    expect(page.json<MessagesResponse>().messages.map((each) => each._id)).toEqual([
      first._id,
      second._id,
    ]);
    expect(page.json<MessagesResponse>().messages[0]?.content).toBe('');
  });
});

describe('a chat with someone who left the workspace', () => {
  it('stays readable for the other participant, read-only, and is closed to the one who left', async () => {
    const { owner } = cast;
    const leaver = await verifiedUser(t.app, { name: 'The leaver' });
    await addMember(t.app, owner, workspaceId, leaver, 'member');
    const chat = await chatBetween(owner, leaver);
    const message = await send(leaver, chat, 'Bye for now');
    expect(chat.readOnly).toBe(false);

    const removed = await call(
      owner,
      'DELETE',
      `/api/workspaces/${workspaceId}/members/${leaver.user._id}`,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    const listed = await call(owner, 'GET', `/api/chats?workspaceId=${workspaceId}`);
    const held = listed.json<{ chats: Chat[] }>().chats.find((each) => each._id === chat._id);
    expect(held?.readOnly).toBe(true);
    const page = await call(owner, 'GET', `/api/chats/${chat._id}/messages`);
    expect(page.json<MessagesResponse>().messages.map((each) => each.content)).toEqual([
      'Bye for now',
    ]);
    expect((await call(owner, 'POST', `/api/chats/${chat._id}/read`)).statusCode).toBe(200);
    for (const write of [
      call(owner, 'POST', `/api/chats/${chat._id}/messages`, { content: 'Still there?' }),
      react(owner, message, '👋'),
    ]) {
      const refused = await write;
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'This chat is read-only: the other person is no longer a member of the workspace',
      });
    }

    for (const [method, url, payload] of [
      ['GET', `/api/chats/${chat._id}/messages`, undefined],
      ['POST', `/api/chats/${chat._id}/messages`, { content: 'Let me back' }],
      ['POST', `/api/chats/${chat._id}/read`, undefined],
      ['DELETE', `/api/messages/${message._id}`, undefined],
    ] as const) {
      expect((await call(leaver, method, url, payload)).statusCode).toBe(404);
    }
    expect((await call(leaver, 'GET', `/api/chats?workspaceId=${workspaceId}`)).statusCode).toBe(
      404,
    );
  });
});
