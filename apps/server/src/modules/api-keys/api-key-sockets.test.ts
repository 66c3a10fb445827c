import type {
  Chat,
  MessagesResponse,
  MessageStatusEvent,
  NewMessageEvent,
  UserStopTypingEvent,
  UserTypingEvent,
} from '@teamboard/shared';
import type { CreateApiKeyInput } from '@teamboard/shared/api-key';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import { boardCalls } from '../../test/board-fixture';
import { chatCalls } from '../../test/chat-calls';
import { verifiedUser } from '../../test/factories';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import {
  recordEvents,
  recordUpdates,
  request,
  settle,
  waitFor,
  waitForUpdate,
} from '../../test/socket-client';
import { addMember, createWorkspaceWithCast, type Account } from '../../test/workspace-fixture';

/** A key's limits hold on its socket too, and follow changes made while it is connected. */

let scene: RealtimeScene;
let keys: ReturnType<typeof apiKeyCalls>;
const home = chatCalls(() => ({ t: scene.t, workspaceId: scene.workspace.id }));

beforeAll(async () => {
  scene = await realtimeScene();
  keys = apiKeyCalls(scene.t);
});
afterAll(async () => {
  await scene.close();
});

/** Another workspace of the scene's cast (owned by its owner), with its chat and board calls. */
async function anotherWorkspace() {
  const workspace = await createWorkspaceWithCast(scene.t.app, scene.cast);
  return {
    ...workspace,
    chats: chatCalls(() => ({ t: scene.t, workspaceId: workspace.id })),
    boards: boardCalls(scene.t, workspace.id, scene.cast.member),
  };
}

/** A socket opened with a new key of `account`, and every chat event it receives from now on. */
async function keySocket(account: Account, input: CreateApiKeyInput) {
  const { secret } = await keys.create(account, input);
  const socket = await scene.socketOf(keys.asKey(account, secret));
  return {
    socket,
    messages: recordEvents<NewMessageEvent>(socket, 'new-message'),
    updated: recordEvents<NewMessageEvent>(socket, 'message-updated'),
    statuses: recordEvents<MessageStatusEvent>(socket, 'message-status'),
    typing: recordEvents<UserTypingEvent>(socket, 'user-typing'),
    stopped: recordEvents<UserStopTypingEvent>(socket, 'user-stop-typing'),
  };
}

const joinChat = (socket: Socket, chat: Chat) => request(socket, 'join-chat', { chatId: chat._id });

const setApiKeysAllowed = (workspaceId: string, apiKeysAllowed: boolean) =>
  scene.calls.inject(scene.cast.owner, 'PUT', `/api/workspaces/${workspaceId}/security`, {
    invitePolicy: 'managers',
    allowedEmailDomains: [],
    apiKeysAllowed,
  });

async function statusOf(account: Account, chat: Chat, messageId: string) {
  const page = await home.call(account, 'GET', `/api/chats/${chat._id}/messages`);
  return page.json<MessagesResponse>().messages.find((each) => each._id === messageId)?.status;
}

describe('a socket of a key limited to one workspace', () => {
  it('hears the chats of that workspace only, on every chat event, and acknowledges nothing else', async () => {
    const { owner, member } = scene.cast;
    const elsewhere = await anotherWorkspace();
    const homeChat = await home.chatBetween(owner, member);
    const awayChat = await elsewhere.chats.chatBetween(owner, member);
    const listener = await keySocket(member, {
      name: 'Home only',
      scope: 'write',
      workspaceId: scene.workspace.id,
    });
    expect(await joinChat(listener.socket, awayChat)).toEqual({
      ok: false,
      message: 'Chat not found',
    });

    // Every chat event of the other workspace: a message to the key's owner and one from them,
    // a reaction and a read.
    const toMember = await elsewhere.chats.send(owner, awayChat, 'Elsewhere');
    const fromMember = await elsewhere.chats.send(member, awayChat, 'Mine, elsewhere');
    await elsewhere.chats.react(owner, fromMember, '👍');
    await elsewhere.chats.call(owner, 'POST', `/api/chats/${awayChat._id}/read`);
    // The same at home, after them on the one channel: once these arrive, those would have.
    const homeMessage = await home.send(owner, homeChat, 'At home');
    const homeOwn = await home.send(member, homeChat, 'Mine, at home');
    await home.react(owner, homeOwn, '👍');
    await home.call(owner, 'POST', `/api/chats/${homeChat._id}/read`);
    await waitFor(listener.statuses, (each) => each.messageId === homeOwn._id);

    expect(listener.messages.map((each) => each.message._id)).toEqual([
      homeMessage._id,
      homeOwn._id,
    ]);
    expect(listener.updated.map((each) => each.message._id)).toEqual([homeOwn._id]);
    expect(listener.statuses).toEqual([
      { chatId: homeChat._id, messageId: homeOwn._id, status: 'read', userId: owner.user._id },
    ]);
    await expect.poll(() => statusOf(owner, homeChat, homeMessage._id)).toBe('delivered');
    expect(await statusOf(owner, awayChat, toMember._id)).toBe('sent');
  });
});

describe('a workspace turning API keys off', () => {
  it('takes its rooms from open key sockets at once, and gives them back when it turns keys on', async () => {
    const { owner, member } = scene.cast;
    const workspace = await anotherWorkspace();
    const board = await workspace.boards.newBoard('Keys off');
    const chat = await workspace.chats.chatBetween(owner, member);
    const key = await keySocket(member, { name: 'Everywhere', scope: 'read' });
    const keyUpdates = recordUpdates(key.socket);
    expect(await request(key.socket, 'join-board', { boardId: board.id })).toEqual({ ok: true });
    const sessionUpdates = await scene.onBoard(member, board);

    expect((await setApiKeysAllowed(workspace.id, false)).statusCode).toBe(200);
    const task = await workspace.boards.newTask(board, { title: 'Keys are off' });
    await waitForUpdate(sessionUpdates, (update) => update.type === 'TASK_CREATED');
    await settle();
    expect(keyUpdates).toEqual([]);
    expect(await request(key.socket, 'join-board', { boardId: board.id })).toEqual({
      ok: false,
      message: 'Board not found',
    });
    expect(await joinChat(key.socket, chat)).toEqual({ ok: false, message: 'Chat not found' });

    expect((await setApiKeysAllowed(workspace.id, true)).statusCode).toBe(200);
    expect(await request(key.socket, 'join-board', { boardId: board.id })).toEqual({ ok: true });
    await workspace.boards.updateTask(task._id, { title: 'Keys are on' });
    await waitForUpdate(keyUpdates, (update) => update.type === 'TASK_UPDATED');
  });

  it('is read afresh by every join and every message, even where nothing announces it', async () => {
    const { owner } = scene.cast;
    // Joining a workspace that refuses keys announces nothing to the newcomer's sockets.
    const newcomer = await verifiedUser(scene.t.app, { name: 'The newcomer' });
    await addMember(scene.t.app, owner, scene.workspace.id, newcomer, 'member');
    const key = await keySocket(newcomer, { name: 'Before joining', scope: 'read' });
    const refusing = await anotherWorkspace();
    expect((await setApiKeysAllowed(refusing.id, false)).statusCode).toBe(200);
    await addMember(scene.t.app, owner, refusing.id, newcomer, 'member');
    const board = await refusing.boards.newBoard('Refusing keys');
    const awayChat = await refusing.chats.chatBetween(owner, newcomer);
    const homeChat = await home.chatBetween(owner, newcomer);

    const signedIn = await scene.socketOf(newcomer);
    expect(await request(signedIn, 'join-board', { boardId: board.id })).toEqual({ ok: true });
    expect(await joinChat(signedIn, awayChat)).toEqual({ ok: true });

    expect(await request(key.socket, 'join-board', { boardId: board.id })).toEqual({
      ok: false,
      message: 'Board not found',
    });
    expect(await joinChat(key.socket, awayChat)).toEqual({ ok: false, message: 'Chat not found' });
    await refusing.chats.send(owner, awayChat, 'Keys are refused here');
    const homeMessage = await home.send(owner, homeChat, 'Keys are welcome here');
    await waitFor(key.messages, (each) => each.message._id === homeMessage._id);
    expect(key.messages.map((each) => each.message._id)).toEqual([homeMessage._id]);
  });
});

describe('a socket of a read key', () => {
  it('joins a chat but cannot type in it; a write key can', async () => {
    const { owner, member } = scene.cast;
    const chat = await home.chatBetween(owner, member);
    const watcher = await keySocket(owner, { name: 'Watcher', scope: 'read' });
    expect(await joinChat(watcher.socket, chat)).toEqual({ ok: true });
    const reader = await keySocket(member, { name: 'Reader', scope: 'read' });
    const errors = recordEvents<{ event: string; message: string }>(reader.socket, 'error');
    expect(await joinChat(reader.socket, chat)).toEqual({ ok: true });

    const message = 'This API key can only read';
    for (const event of ['typing', 'stop-typing']) {
      expect(await request(reader.socket, event, { chatId: chat._id })).toEqual({
        ok: false,
        message,
      });
    }
    expect(errors).toEqual([
      { event: 'typing', message },
      { event: 'stop-typing', message },
    ]);

    const writer = await keySocket(member, { name: 'Writer', scope: 'write' });
    expect(await joinChat(writer.socket, chat)).toEqual({ ok: true });
    expect(await request(writer.socket, 'typing', { chatId: chat._id })).toEqual({ ok: true });
    await waitFor(watcher.typing, () => true);
    await settle();
    expect(watcher.typing).toHaveLength(1);
    expect(watcher.stopped).toEqual([]);
  });
});
