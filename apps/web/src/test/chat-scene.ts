import type { Chat, Message, PublicUser } from '@teamboard/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { vi } from 'vitest';
import { buildBoard } from './board-fixtures';
import { FakeSocket, fakeSocketFactory } from './fake-socket';
import { json, type Handler } from './fetch-mock';
import { buildUser } from './fixtures';
import { renderApp } from './render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from './workspace-fixtures';

export const ada = buildUser();
export const grace: PublicUser = {
  _id: 'user-2',
  name: 'Grace Hopper',
  username: 'grace',
  avatar: null,
};
const workspace = buildWorkspace({}, [
  buildMember(publicUser(ada), 'owner'),
  buildMember(grace, 'member'),
]);

/** Grace's "Hello" in chat-1, five minutes ago. */
export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    _id: 'm-1',
    chatId: 'chat-1',
    sender: grace,
    content: 'Hello',
    status: 'sent',
    reactions: [],
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

/** Ada's chat with Grace in Acme, where Ada has `unread` unread messages. */
export function buildChat(overrides: Partial<Chat> = {}, unread = 0): Chat {
  return {
    _id: 'chat-1',
    type: 'direct',
    workspaceId: 'ws-1',
    participants: [
      { user: publicUser(ada), unreadCount: unread },
      { user: grace, unreadCount: 0 },
    ],
    lastMessage: null,
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readOnly: false,
    ...overrides,
  };
}

/** The chat as reading it leaves it: my unread count 0. */
function readChat(chat: Chat): Chat {
  return {
    ...chat,
    participants: chat.participants.map((each) =>
      each.user._id === ada._id ? { ...each, unreadCount: 0 } : each,
    ),
  };
}

interface SceneOptions {
  chats?: Chat[];
  messages?: Message[];
  handlers?: Record<string, Handler>;
}

/**
 * Ada signed in at `path` in Acme (Grace a member; a board WR), the chat API answering from
 * `chats` and `messages`, and the socket accepted by the fake server. `receive` plays a server
 * event with an acknowledgement callback, which it returns.
 */
export async function openChatScene(path: string, options: SceneOptions = {}) {
  const chats = options.chats ?? [buildChat()];
  const on = vi.spyOn(FakeSocket.prototype, 'on');
  const sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/workspaces/ws-1/members': () => json(200, { members: workspace.members }),
      'GET /api/boards': () => json(200, { boards: [buildBoard({ _id: 'b-1', key: 'WR' })] }),
      'GET /api/chats': () => json(200, { chats }),
      'GET /api/chats/chat-1/messages': () =>
        json(200, { messages: options.messages ?? [], hasMore: false }),
      'POST /api/chats/chat-1/read': () => json(200, { chat: readChat(chats[0] ?? buildChat()) }),
      ...options.handlers,
    },
    ada,
  );
  const app = renderApp(path);
  const socket = await waitFor(() => sockets.latest());
  act(() => socket.accept('sock-1'));
  const receive = (event: string, data: unknown) => {
    const ack = vi.fn();
    on.mock.calls.forEach(([name, handler], index) => {
      if (name === event && on.mock.contexts[index] === socket) act(() => handler(data, ack));
    });
    return ack;
  };
  return { network, app, socket, receive };
}

/** The header's unread total, or null when there is none. */
export const headerUnread = () => screen.queryByTestId('chat-unread-total');
