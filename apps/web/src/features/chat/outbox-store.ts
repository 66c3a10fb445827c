import { create } from 'zustand';

/** A message I wrote that the server has not stored yet: sending, or failed (to retry). */
export interface OutgoingMessage {
  localId: string;
  content: string;
  createdAt: string;
  failed: boolean;
}

interface Outbox {
  byChat: Record<string, OutgoingMessage[]>;
}

/** Outgoing messages per chat; they outlive the page, so a failed one is still there on return. */
export const useOutbox = create<Outbox>()(() => ({ byChat: {} }));

function change(chatId: string, update: (entries: OutgoingMessage[]) => OutgoingMessage[]): void {
  useOutbox.setState((state) => ({
    byChat: { ...state.byChat, [chatId]: update(state.byChat[chatId] ?? []) },
  }));
}

const NONE: OutgoingMessage[] = [];

/** The chat's outgoing messages, oldest first. */
export function useOutgoing(chatId: string): OutgoingMessage[] {
  return useOutbox((state) => state.byChat[chatId] ?? NONE);
}

export function queueMessage(chatId: string, content: string): OutgoingMessage {
  const entry: OutgoingMessage = {
    localId: crypto.randomUUID(),
    content,
    createdAt: new Date().toISOString(),
    failed: false,
  };
  change(chatId, (entries) => [...entries, entry]);
  return entry;
}

export function setFailed(chatId: string, localId: string, failed: boolean): void {
  change(chatId, (entries) =>
    entries.map((each) => (each.localId === localId ? { ...each, failed } : each)),
  );
}

export function removeOutgoing(chatId: string, localId: string): void {
  change(chatId, (entries) => entries.filter((each) => each.localId !== localId));
}

/**
 * My message came back from the server (its live echo may come before the send's answer): the
 * first one still sending with that text is now in the conversation itself.
 */
export function settleEcho(chatId: string, content: string): void {
  change(chatId, (entries) => {
    const at = entries.findIndex((each) => !each.failed && each.content === content);
    return at === -1 ? entries : entries.toSpliced(at, 1);
  });
}
