import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Chat } from '@teamboard/shared';
import type { ChatReport, ChatStart } from '../chat-clients';
import { deliveryPercentiles, forkClients } from '../clients-process';
import { send, type Measurement } from '../load';
import { wallClock } from '../socket-clients';
import type { Member } from './audience';

export const CHAT_PEOPLE = 200;
const CHATS = CHAT_PEOPLE / 2;
const MESSAGES_PER_SECOND = 20;
const WARM_UP_SECONDS = 3;
const SECONDS = 30;
/** How long the last messages may take to arrive before they count as lost. */
const DRAIN_MS = 5000;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * 200 people chatting in 100 direct chats, each with one socket in its chat's room (in another
 * process). Messages go at a steady 20 a second in all, each chat in turn, its two people taking
 * turns; after 3 untimed seconds, a delivery is timed from the moment the message is posted to
 * the moment the other person's socket has it.
 */
export async function measureChat(
  url: string,
  workspaceId: string,
  people: Member[],
): Promise<Measurement> {
  const chatIds = await openChats(url, workspaceId, people);
  const start: ChatStart = {
    url,
    people: people.map((person, index) => ({
      userId: person.id,
      token: person.token,
      chatId: chatIds[Math.floor(index / 2)] ?? '',
    })),
  };
  const clients = forkClients<ChatReport>(path.join(here, '../chat-clients.ts'), start);
  await clients.next('ready');

  const total = (WARM_UP_SECONDS + SECONDS) * MESSAGES_PER_SECOND;
  const sentAt: number[] = [];
  const posts: Promise<boolean>[] = [];
  const began = performance.now();
  for (let index = 0; index < total; index += 1) {
    await sleep(Math.max(0, began + (index * 1000) / MESSAGES_PER_SECOND - performance.now()));
    const chat = index % CHATS;
    const sender = people[2 * chat + (Math.floor(index / CHATS) % 2)];
    sentAt.push(wallClock());
    posts.push(postMessage(url, chatIds[chat] ?? '', sender?.token ?? '', contentOf(index)));
  }
  const failed = (await Promise.all(posts)).filter((posted) => !posted).length;

  const arrivals = new Map<string, number>();
  const deadline = performance.now() + DRAIN_MS;
  while (arrivals.size < total - failed && performance.now() < deadline) {
    for (const delivery of clients.take('delivery')) arrivals.set(delivery.content, delivery.at);
    await sleep(50);
  }
  clients.close();
  const timed = sentAt.slice(WARM_UP_SECONDS * MESSAGES_PER_SECOND);
  const latencies = timed.flatMap((at, offset) => {
    const arrival = arrivals.get(contentOf(WARM_UP_SECONDS * MESSAGES_PER_SECOND + offset));
    return arrival === undefined ? [] : [arrival - at];
  });
  const lost = timed.length - latencies.length;
  const { p50, p99 } = deliveryPercentiles(latencies);
  const problems = [
    lost > 0 ? `, ${lost} never arrived` : '',
    failed > 0 ? `, ${failed} failed` : '',
  ];
  return {
    name: `Chat: ${CHAT_PEOPLE} people in ${CHATS} direct chats, ${MESSAGES_PER_SECOND} messages/s in all for ${SECONDS} s`,
    measured: `delivery p50 ${p50} ms, p99 ${p99} ms (${latencies.length} deliveries${problems.join('')})`,
    target: 'p99 < 100 ms',
    met: p99 < 100 && lost === 0 && failed === 0,
  };
}

/** A message's text, unique so that its arrival can be matched with its sending. */
const contentOf = (index: number) => `Message ${index + 1}: a line of chat of a usual length`;

/** The direct chats of people 1 and 2, 3 and 4, …, through the API as the web app starts them. */
async function openChats(url: string, workspaceId: string, people: Member[]): Promise<string[]> {
  const chatIds: string[] = [];
  for (let index = 0; index + 1 < people.length; index += 2) {
    const response = await send(`${url}/api/chats/direct`, {
      method: 'POST',
      headers: jsonHeaders(people[index]?.token ?? ''),
      body: JSON.stringify({ workspaceId, participantId: people[index + 1]?.id }),
    });
    if (response.status !== 201) throw new Error(`starting a chat answered ${response.status}`);
    chatIds.push((JSON.parse(response.body.toString()) as { chat: Chat }).chat._id);
  }
  return chatIds;
}

async function postMessage(
  url: string,
  chatId: string,
  token: string,
  content: string,
): Promise<boolean> {
  const response = await send(`${url}/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify({ content }),
  });
  return response.status === 201;
}

const jsonHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});
