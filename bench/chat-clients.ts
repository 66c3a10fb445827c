import type { NewMessageEvent } from '@teamboard/shared';
import { closeWhenAsked, joinedSocket, openInBatches, wallClock } from './socket-clients';

/**
 * The chat benchmark's people, in their own process (forked by scenarios/chat.ts): one socket
 * each, in its chat's room. Each message a person receives from the other is reported with the
 * moment it arrived (wall-clock milliseconds, comparable across processes on one machine).
 */
export interface ChatStart {
  url: string;
  people: { userId: string; token: string; chatId: string }[];
}

export type ChatReport = { type: 'ready' } | { type: 'delivery'; content: string; at: number };

/** Few at a time: each handshake and join reads the database, and these are people, not load. */
const OPENING_AT_ONCE = 10;

const report = (message: ChatReport) => process.send?.(message);

process.once('message', (message) => {
  void run(message as ChatStart);
});

async function run(start: ChatStart): Promise<void> {
  const sockets = await openInBatches(start.people.length, OPENING_AT_ONCE, async (index) => {
    const person = start.people[index];
    if (!person) throw new Error(`no person ${index}`);
    const socket = await joinedSocket(start.url, person.token, 'join-chat', {
      chatId: person.chatId,
    });
    socket.on('new-message', (event: NewMessageEvent, ack?: () => void) => {
      const at = wallClock();
      // The person's own message comes back too (to every socket of both participants).
      if (event.message.sender?._id === person.userId) return;
      // As a recipient's client does (the contract, schemas/chat.ts): it marks the message delivered.
      ack?.();
      report({ type: 'delivery', content: event.message.content, at });
    });
    return socket;
  });
  closeWhenAsked(sockets);
  report({ type: 'ready' });
}
