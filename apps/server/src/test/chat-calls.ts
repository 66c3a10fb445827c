import type { Chat, Message } from '@teamboard/shared';
import { expect } from 'vitest';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The chat calls for API tests, in the scene's workspace (read at each call, so the calls can
 * be made before the scene is): `call` answers as it comes.
 */
export function chatCalls(scene: () => { t: TestApp; workspaceId: string }) {
  const call = (account: Account, method: Method, url: string, payload?: object) =>
    scene().t.app.inject({
      method,
      url,
      headers: bearer(account),
      ...(payload ? { payload } : {}),
    });

  /** The pair's chat, opened by `account`. */
  async function chatBetween(account: Account, other: Account): Promise<Chat> {
    const response = await call(account, 'POST', '/api/chats/direct', {
      workspaceId: scene().workspaceId,
      participantId: other.user._id,
    });
    expect([200, 201]).toContain(response.statusCode);
    return response.json<{ chat: Chat }>().chat;
  }

  async function send(account: Account, chat: Chat, content: string): Promise<Message> {
    const response = await call(account, 'POST', `/api/chats/${chat._id}/messages`, { content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: Message }>().message;
  }

  const react = (account: Account, message: Message, emoji: string) =>
    call(account, 'POST', `/api/messages/${message._id}/react`, { emoji });

  return { call, chatBetween, send, react };
}
