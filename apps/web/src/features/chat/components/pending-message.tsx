import { cn } from '../../../lib/class-names';
import type { OutgoingMessage } from '../outbox-store';
import { MessageContent, type TaskHref } from './message-content';
import { bubbleClasses } from './message-item';

interface PendingMessageProps {
  entry: OutgoingMessage;
  taskHref: TaskHref;
  onRetry: (entry: OutgoingMessage) => void;
  onDiscard: (entry: OutgoingMessage) => void;
}

/** A message of mine not stored yet: "Sending…", or "Not sent" with Retry and Discard. */
export function PendingMessage({ entry, taskHref, onRetry, onDiscard }: PendingMessageProps) {
  return (
    <li data-testid="pending-message" className="flex flex-col items-end">
      <div
        className={cn(
          bubbleClasses(true),
          'max-w-[80%]',
          entry.failed ? 'bg-red-600' : 'opacity-70',
        )}
      >
        <MessageContent content={entry.content} taskHref={taskHref} />
      </div>
      {entry.failed ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-red-600 dark:text-red-400">
          Not sent
          <button type="button" className="font-medium underline" onClick={() => onRetry(entry)}>
            Retry
          </button>
          <button type="button" className="underline" onClick={() => onDiscard(entry)}>
            Discard
          </button>
        </p>
      ) : (
        <p className="mt-1 text-xs text-neutral-500">Sending…</p>
      )}
    </li>
  );
}
