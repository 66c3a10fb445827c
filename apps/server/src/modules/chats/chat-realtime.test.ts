import type {
  Chat,
  MessagesResponse,
  MessageStatusEvent,
  NewMessageEvent,
  UserStopTypingEvent,
  UserTypingEvent,
} from '@teamboard/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCalls } from '../../test/chat-calls';
import { verifiedUser } from '../../test/factories';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import { recordEvents, request, settle, waitFor } from '../../test/socket-client';
import { addMember, type Account } from '../../test/workspace-fixture';

let scene: RealtimeScene;
const { call, chatBetween, send, react } = chatCalls(() => ({
  t: scene.t,
  workspaceId: scene.workspace.id,
}));

beforeAll(async () => {
  scene = await realtimeScene();
});
afterAll(async () => {
  await scene.close();
});

/** A socket of `account` and every chat event it receives from now on. */
async function chatClient(account: Account, acknowledge = true) {
  const socket = await scene.socketOf(account);
  return {
    socket,
    messages: recordEvents<NewMessageEvent>(socket, 'new-message', acknowledge),
    updated: recordEvents<NewMessageEvent>(socket, 'message-updated'),
    statuses: recordEvents<MessageStatusEvent>(socket, 'message-status'),
    typing: recordEvents<UserTypingEvent>(socket, 'user-typing'),
    stopped: recordEvents<UserStopTypingEvent>(socket, 'user-stop-typing'),
  };
}

const join = (socket: Socket, chat: Chat) => request(socket, 'join-chat', { chatId: chat._id });

async function statusOf(account: Account, chat: Chat, messageId: string) {
  const page = await call(account, 'GET', `/api/chats/${chat._id}/messages`);
  return page.json<MessagesResponse>().messages.find((each) => each._id === messageId)?.status;
}

describe('a live chat between two people', () => {
  it('carries messages, delivery, typing, reactions and reads, to the two of them only', async () => {
    const { owner, member, guest } = scene.cast;
    const chat = await chatBetween(owner, member);
    const sender = await chatClient(owner);
    const recipient = await chatClient(member);
    const stranger = await chatClient(guest);
    expect(await join(sender.socket, chat)).toEqual({ ok: true });
    expect(await join(recipient.socket, chat)).toEqual({ ok: true });

    // A message reaches both; the recipient's socket acknowledges it: delivered.
    const message = await send(owner, chat, 'Standup in 5?');
    const arrived = await waitFor(recipient.messages, (each) => each.message._id === message._id);
    expect(arrived).toEqual({ chatId: chat._id, message });
    await waitFor(sender.messages, (each) => each.message._id === message._id);
    const delivered = await waitFor(sender.statuses, (each) => each.status === 'delivered');
    expect(delivered).toEqual({
      chatId: chat._id,
      messageId: message._id,
      status: 'delivered',
      userId: member.user._id,
    });
    expect(await statusOf(owner, chat, message._id)).toBe('delivered');

    // Typing reaches the other participant only, and stops.
    expect(await request(recipient.socket, 'typing', { chatId: chat._id })).toEqual({ ok: true });
    const typing = await waitFor(sender.typing, () => true);
    expect(typing).toEqual({
      chatId: chat._id,
      user: {
        _id: member.user._id,
        name: member.user.name,
        username: member.user.username,
        avatar: null,
      },
    });
    await request(recipient.socket, 'stop-typing', { chatId: chat._id });
    expect(await waitFor(sender.stopped, () => true)).toEqual({
      chatId: chat._id,
      userId: member.user._id,
    });
    expect(recipient.typing).toEqual([]);

    // A reaction updates the message for both.
    await react(member, message, '🎉');
    for (const side of [sender, recipient]) {
      const update = await waitFor(side.updated, (each) => each.message._id === message._id);
      expect(update.message.reactions).toEqual([{ emoji: '🎉', userIds: [member.user._id] }]);
    }

    // An edit reaches both with the new text.
    await call(owner, 'PUT', `/api/messages/${message._id}`, { content: 'Standup in 10?' });
    for (const side of [sender, recipient]) {
      const update = await waitFor(
        side.updated,
        (each) => each.message.content !== message.content,
      );
      expect(update.message).toMatchObject({ _id: message._id, content: 'Standup in 10?' });
      expect(update.message.editedAt).not.toBeNull();
    }

    // Reading the chat tells the sender.
    await call(member, 'POST', `/api/chats/${chat._id}/read`);
    const read = await waitFor(sender.statuses, (each) => each.status === 'read');
    expect(read).toEqual({
      chatId: chat._id,
      messageId: message._id,
      status: 'read',
      userId: member.user._id,
    });

    await settle();
    expect([stranger.messages, stranger.updated, stranger.statuses, stranger.typing]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('reaches the recipient anywhere in the app, and stays sent while no socket takes it', async () => {
    const { admin, manager } = scene.cast;
    const chat = await chatBetween(admin, manager);
    const silent = await chatClient(manager, false);
    const message = await send(admin, chat, 'Are you there?');
    await waitFor(silent.messages, (each) => each.message._id === message._id);
    await settle();
    expect(await statusOf(admin, chat, message._id)).toBe('sent');

    const elsewhere = await chatClient(manager);
    const next = await send(admin, chat, 'Hello?');
    await waitFor(elsewhere.messages, (each) => each.message._id === next._id);
    await expect.poll(() => statusOf(admin, chat, next._id)).toBe('delivered');
  });

  it('refuses rooms and typing to anyone outside the chat, and relays typing at most once a second', async () => {
    const { owner, client, guest } = scene.cast;
    const chat = await chatBetween(owner, client);
    const outsider = await chatClient(guest);
    expect(await join(outsider.socket, chat)).toEqual({ ok: false, message: 'Chat not found' });
    expect(await request(outsider.socket, 'typing', { chatId: chat._id })).toEqual({
      ok: false,
      message: 'Chat not found',
    });
    expect(await request(outsider.socket, 'join-chat', { chatId: 'nope' })).toMatchObject({
      ok: false,
    });

    const watcher = await chatClient(owner);
    const typist = await chatClient(client);
    await join(watcher.socket, chat);
    await join(typist.socket, chat);
    for (let index = 0; index < 5; index += 1) {
      expect(await request(typist.socket, 'typing', { chatId: chat._id })).toEqual({ ok: true });
    }
    await waitFor(watcher.typing, () => true);
    await settle();
    expect(watcher.typing).toHaveLength(1);
  });

  it('keeps one board or chat room per socket: joining a chat leaves the board, and back', async () => {
    const { owner, member } = scene.cast;
    const chat = await chatBetween(owner, member);
    const board = await scene.calls.newBoard('Chat and board');
    const watcher = await chatClient(member);
    const boardUpdates = recordEvents(watcher.socket, 'board-update');
    expect(await request(watcher.socket, 'join-board', { boardId: board.id })).toEqual({
      ok: true,
    });
    expect(await join(watcher.socket, chat)).toEqual({ ok: true });
    await scene.calls.newTask(board, { title: 'While chatting' });
    const typist = await chatClient(owner);
    await join(typist.socket, chat);
    await request(typist.socket, 'typing', { chatId: chat._id });
    await waitFor(watcher.typing, () => true);
    expect(boardUpdates).toEqual([]);

    expect(await request(watcher.socket, 'join-board', { boardId: board.id })).toEqual({
      ok: true,
    });
    await request(typist.socket, 'stop-typing', { chatId: chat._id });
    await settle();
    expect(watcher.stopped).toEqual([]);
  });

  it('closes the chat room to someone removed from the workspace', async () => {
    const { owner } = scene.cast;
    const leaver = await verifiedUser(scene.t.app, { name: 'The leaver' });
    await addMember(scene.t.app, owner, scene.workspace.id, leaver, 'member');
    const chat = await chatBetween(owner, leaver);
    const gone = await chatClient(leaver);
    expect(await join(gone.socket, chat)).toEqual({ ok: true });
    const removed = await call(
      owner,
      'DELETE',
      `/api/workspaces/${scene.workspace.id}/members/${leaver.user._id}`,
    );
    expect(removed.statusCode).toBeLessThan(300);
    const typist = await chatClient(owner);
    await join(typist.socket, chat);
    await expect
      .poll(async () => request(gone.socket, 'typing', { chatId: chat._id }))
      .toEqual({ ok: false, message: 'Chat not found' });
    await request(typist.socket, 'typing', { chatId: chat._id });
    await settle();
    expect(gone.typing).toEqual([]);
    expect(await join(gone.socket, chat)).toEqual({ ok: false, message: 'Chat not found' });
  });
});
