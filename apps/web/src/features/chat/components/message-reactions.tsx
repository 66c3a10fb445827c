import type { Message } from '@teamboard/shared';
import { cn } from '../../../lib/class-names';

interface MessageReactionsProps {
  message: Message;
  myId: string;
  /** Null when the chat is read-only: the reactions show but cannot change. */
  onToggle: ((emoji: string) => void) | null;
}

/** A message's reactions with their counts; mine are highlighted, and a click toggles mine. */
export function MessageReactions({ message, myId, onToggle }: MessageReactionsProps) {
  if (message.reactions.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Reactions">
      {message.reactions.map(({ emoji, userIds }) => {
        const mine = userIds.includes(myId);
        return (
          <li key={emoji}>
            <button
              type="button"
              disabled={!onToggle}
              aria-pressed={mine}
              aria-label={`${emoji} ${userIds.length}${mine ? ', including you' : ''}`}
              onClick={() => onToggle?.(emoji)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
                mine
                  ? 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950'
                  : 'border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-900',
              )}
            >
              <span>{emoji}</span>
              <span>{userIds.length}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
