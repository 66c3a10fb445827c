import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { Popover } from '../../../components/ui/popover';
import { QUICK_REACTIONS } from '../reactions';

const EmojiPickerPanel = lazy(async () => ({
  default: (await import('./emoji-picker-panel')).EmojiPickerPanel,
}));

const ACTION_CLASSES =
  'inline-flex size-7 items-center justify-center rounded-md text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800';

interface MessageActionsProps {
  onReact: (emoji: string) => void;
  /** Only on my own messages. */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
  /** The side of the bubble the picker opens from. */
  alignEnd: boolean;
}

/** Shown over a message on hover or focus: quick reactions, the full picker, edit and delete. */
export function MessageActions({ onReact, onEdit, onDelete, alignEnd }: MessageActionsProps) {
  return (
    <div className="flex items-center gap-0.5 rounded-lg border border-neutral-200 bg-white p-0.5 shadow-sm dark:border-neutral-700 dark:bg-neutral-900">
      {QUICK_REACTIONS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          aria-label={`React with ${emoji}`}
          onClick={() => onReact(emoji)}
          className={ACTION_CLASSES}
        >
          {emoji}
        </button>
      ))}
      <Popover
        label="Pick a reaction"
        align={alignEnd ? 'end' : 'start'}
        inPlace
        panelClassName="overflow-hidden"
        trigger={
          <button type="button" aria-label="More reactions" className={ACTION_CLASSES}>
            +
          </button>
        }
      >
        {(close) => (
          <Suspense fallback={<Spinner className="text-indigo-600" label="Loading emoji" />}>
            <EmojiPickerPanel
              onPick={(emoji) => {
                close();
                onReact(emoji);
              }}
            />
          </Suspense>
        )}
      </Popover>
      {onEdit && (
        <button type="button" aria-label="Edit message" onClick={onEdit} className={ACTION_CLASSES}>
          ✎
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          aria-label="Delete message"
          onClick={onDelete}
          className={`${ACTION_CLASSES} text-red-600`}
        >
          🗑
        </button>
      )}
    </div>
  );
}
