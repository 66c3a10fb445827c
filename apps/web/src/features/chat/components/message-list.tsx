import type { Message } from '@teamboard/shared';
import { useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { groupByDay } from '../message-days';
import type { OutgoingMessage } from '../outbox-store';
import type { TaskHref } from './message-content';
import { MessageItem, type MessageHandlers } from './message-item';
import { PendingMessage } from './pending-message';

/** How close to the top (px) scrolling starts loading older messages. */
const LOAD_OLDER_AT = 80;
/** How close to the bottom (px) counts as reading the newest: new messages then scroll in. */
const AT_BOTTOM = 48;

type Item =
  | { kind: 'message'; key: string; createdAt: string; message: Message }
  | { kind: 'pending'; key: string; createdAt: string; entry: OutgoingMessage };

interface MessageListProps extends MessageHandlers {
  messages: Message[];
  outgoing: OutgoingMessage[];
  myId: string;
  taskHref: TaskHref;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (entry: OutgoingMessage) => void;
  onDiscard: (entry: OutgoingMessage) => void;
}

/**
 * The conversation, oldest at the top, grouped by day. Scrolling near the top loads older
 * messages without moving what is on screen; new ones scroll into view if I was at the bottom
 * (or wrote them).
 */
export function MessageList(props: MessageListProps) {
  const { messages, outgoing, myId, hasOlder, loadingOlder, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  /** The distance from the bottom before older messages were asked for, to keep it. */
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);

  const items: Item[] = [
    ...messages.map((message) => ({
      kind: 'message' as const,
      key: message._id,
      createdAt: message.createdAt,
      message,
    })),
    ...outgoing.map((entry) => ({
      kind: 'pending' as const,
      key: entry.localId,
      createdAt: entry.createdAt,
      entry,
    })),
  ];
  const first = items[0]?.key;
  const last = items.at(-1);
  const lastIsMine =
    last?.kind === 'pending' || (last?.kind === 'message' && last.message.sender?._id === myId);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (atBottom.current || lastIsMine) {
      element.scrollTop = element.scrollHeight;
    }
  }, [first, last?.key, lastIsMine]);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      data-testid="message-scroller"
      className="min-h-0 flex-1 overflow-y-auto px-1 py-2"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM;
        if (element.scrollTop < LOAD_OLDER_AT) loadOlder();
      }}
    >
      {hasOlder && (
        <div className="flex justify-center py-2">
          {loadingOlder ? (
            <Spinner className="text-indigo-600" label="Loading earlier messages" />
          ) : (
            <button
              type="button"
              onClick={loadOlder}
              className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
            >
              Load earlier messages
            </button>
          )}
        </div>
      )}
      {items.length === 0 && (
        <p className="py-12 text-center text-sm text-neutral-500">No messages yet. Say hello!</p>
      )}
      {groupByDay(items).map((group) => (
        <section key={group.day} aria-label={group.heading}>
          <h3 className="my-3 text-center text-xs font-medium text-neutral-500">{group.heading}</h3>
          <ol className="space-y-3">
            {group.items.map((item) =>
              item.kind === 'message' ? (
                <MessageItem
                  key={item.key}
                  message={item.message}
                  myId={myId}
                  taskHref={props.taskHref}
                  onReact={props.onReact}
                  onDelete={props.onDelete}
                  onEdit={props.onEdit}
                  editingId={props.editingId}
                  onEditing={props.onEditing}
                />
              ) : (
                <PendingMessage
                  key={item.key}
                  entry={item.entry}
                  taskHref={props.taskHref}
                  onRetry={props.onRetry}
                  onDiscard={props.onDiscard}
                />
              ),
            )}
          </ol>
        </section>
      ))}
    </div>
  );
}
