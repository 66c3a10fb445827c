import type { Chat, Message, MessagesResponse } from '@teamboard/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCalls } from '../../test/chat-calls';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

const BUDGET = 4;

let t: TestApp;
let cast: Cast;
let workspaceId: string;

beforeAll(async () => {
  const scene = await castWorkspace({ chatWriteLimit: { max: BUDGET, timeWindow: '1 minute' } });
  ({ t, cast } = scene);
  workspaceId = scene.workspace.id;
});
afterAll(async () => {
  await t.close();
});

const { call, chatBetween, send, react } = chatCalls(() => ({ t, workspaceId }));

async function messagesOf(account: Account, chat: Chat): Promise<Message[]> {
  const response = await call(account, 'GET', `/api/chats/${chat._id}/messages`);
  return response.json<MessagesResponse>().messages;
}

function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    message: 'Too many attempts. Please try again in 1 minute.',
    code: 'RATE_LIMITED',
    details: { retryAfterSeconds: expect.any(Number) as number },
  });
  expect(response.headers['retry-after']).toBeDefined();
}

// Each case spends the budget of people the others leave alone: the count lasts a minute.
describe('chat writes per user', () => {
  it('refuse a message past the budget and store none of it; the other person still sends', async () => {
    const { member, owner } = cast;
    const chat = await chatBetween(member, owner);
    const sent = [];
    for (let index = 1; index <= BUDGET; index += 1) sent.push(`Message ${index}`);
    for (const content of sent) await send(member, chat, content);

    const flood = await call(member, 'POST', `/api/chats/${chat._id}/messages`, {
      content: 'x'.repeat(3900),
    });
    expectRefused(flood);
    await send(owner, chat, 'Still here');
    const stored = (await messagesOf(member, chat)).map((message) => message.content);
    expect(stored.sort()).toEqual([...sent, 'Still here'].sort());
  });

  it('refuse a reaction past the budget and store none of it', async () => {
    const { admin, manager } = cast;
    const chat = await chatBetween(admin, manager);
    const message = await send(manager, chat, 'React to this');
    const emojis = ['👍', '🎉', '😮', '🚀'];
    for (const emoji of emojis) expect((await react(admin, message, emoji)).statusCode).toBe(200);

    expectRefused(await react(admin, message, '👀'));
    const [stored] = await messagesOf(admin, chat);
    expect(stored?.reactions.map((reaction) => reaction.emoji)).toEqual(emojis);
  });

  it('refuse a deletion past the budget, counted with the messages sent, and keep the message', async () => {
    const { client, guest } = cast;
    const chat = await chatBetween(client, guest);
    const kept = await send(client, chat, 'Kept');
    const alsoKept = await send(client, chat, 'Also kept');
    const gone = await send(client, chat, 'Gone');
    expect((await call(client, 'DELETE', `/api/messages/${gone._id}`)).statusCode).toBe(200);

    expectRefused(await call(client, 'DELETE', `/api/messages/${kept._id}`));
    const stored = await messagesOf(client, chat);
    const deleted = stored.filter((message) => message.deletedAt !== null);
    expect(deleted.map((message) => message._id)).toEqual([gone._id]);
    expect(stored.map((message) => message._id).sort()).toEqual(
      [kept._id, alsoKept._id, gone._id].sort(),
    );
  });
});
