import type { Message } from '@teamboard/shared';

/** The reactions people use most, offered in one click. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🎉'] as const;

/** The message with my `emoji` reaction added, or taken away if it was there (the server's rule). */
export function toggledReaction(message: Message, emoji: string, myId: string): Message {
  const existing = message.reactions.find((each) => each.emoji === emoji);
  if (!existing) {
    return { ...message, reactions: [...message.reactions, { emoji, userIds: [myId] }] };
  }
  const mine = existing.userIds.includes(myId);
  const userIds = mine ? existing.userIds.filter((id) => id !== myId) : [...existing.userIds, myId];
  return {
    ...message,
    reactions: message.reactions
      .map((each) => (each === existing ? { ...each, userIds } : each))
      .filter((each) => each.userIds.length > 0),
  };
}
