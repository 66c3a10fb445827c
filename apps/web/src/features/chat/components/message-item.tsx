import type { Message } from '@teamboard/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { messageTime } from '../message-days';
import { MessageActions } from './message-actions';
import { MessageContent, type TaskHref } from './message-content';
import { MessageEditor } from './message-editor';
import { MessageReactions } from './message-reactions';
import { MessageTicks } from './message-ticks';

export interface MessageHandlers {
  /** Null in a read-only chat. */
  onReact: ((message: Message, emoji: string) => void) | null;
  onDelete: ((message: Message) => void) | null;
  /** Null in a read-only chat. */
  onEdit: ((message: Message, content: string) => void) | null;
  /** The message being edited, if any, and starting or stopping that. */
  editingId: string | null;
  onEditing: (messageId: string | null) => void;
}

interface MessageItemProps extends MessageHandlers {
  message: Message;
  myId: string;
  taskHref: TaskHref;
}

export function bubbleClasses(mine: boolean): string {
  return cn(
    'rounded-2xl px-3 py-2 text-sm',
    mine
      ? 'bg-indigo-600 text-white'
      : 'bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100',
  );
}

/**
 * One message: its text (or "Message deleted"), time, "edited", my ticks, reactions, and on
 * hover or focus the reaction, edit and delete actions; deleting asks first, editing happens in
 * place.
 */
export function MessageItem(props: MessageItemProps) {
  const { message, myId, taskHref, onReact, onDelete, onEdit, onEditing } = props;
  const [confirming, setConfirming] = useState(false);
  const mine = message.sender?._id === myId;
  const deleted = message.deletedAt !== null;
  const react = onReact && ((emoji: string) => onReact(message, emoji));
  const editable = mine && !deleted && onEdit !== null;
  if (editable && props.editingId === message._id) {
    return (
      <li data-testid={`message-${message._id}`} className="flex flex-col items-end">
        <MessageEditor
          content={message.content}
          onSave={(content) => {
            onEditing(null);
            onEdit(message, content);
          }}
          onCancel={() => onEditing(null)}
        />
      </li>
    );
  }
  return (
    <li
      data-testid={`message-${message._id}`}
      className={cn('group flex flex-col', mine ? 'items-end' : 'items-start')}
    >
      <div className="relative max-w-[80%]">
        <div className={cn(bubbleClasses(mine), deleted && 'opacity-60')}>
          {deleted ? (
            <p className="italic">Message deleted</p>
          ) : (
            <MessageContent content={message.content} taskHref={taskHref} />
          )}
          <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] opacity-90">
            {message.editedAt && !deleted && <span>edited ·</span>}
            <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
            {mine && !deleted && <MessageTicks status={message.status} />}
          </p>
        </div>
        {react && !deleted && (
          <div
            className={cn(
              'absolute bottom-full z-10 hidden pb-1 group-focus-within:block group-hover:block',
              mine ? 'right-0' : 'left-0',
            )}
          >
            <MessageActions
              onReact={react}
              onEdit={editable ? () => onEditing(message._id) : null}
              onDelete={mine && onDelete ? () => setConfirming(true) : null}
              alignEnd={mine}
            />
          </div>
        )}
      </div>
      {!deleted && <MessageReactions message={message} myId={myId} onToggle={react} />}
      {confirming && onDelete && (
        <div role="group" aria-label="Delete message?" className="mt-1 flex items-center gap-2">
          <span className="text-xs text-neutral-600 dark:text-neutral-400">
            Delete this message?
          </span>
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setConfirming(false);
              onDelete(message);
            }}
          >
            Delete
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
