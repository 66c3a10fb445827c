import { relativeTime, type Chat } from '@teamboard/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { myUnreadCount, otherPerson } from '../chat-people';
import { UnreadBadge } from './unread-badge';

/** What the list shows of the last message. */
function preview(chat: Chat, myId: string): string {
  const last = chat.lastMessage;
  if (!last) return 'No messages yet';
  const text = last.deletedAt ? 'Message deleted' : last.content;
  return last.sender?._id === myId ? `You: ${text}` : text;
}

/** One chat of the list: the other person, the last message, when, and my unread count. */
export function ChatListItem({ chat, myId, base }: { chat: Chat; myId: string; base: string }) {
  const person = otherPerson(chat, myId);
  if (!person) return null;
  const unread = myUnreadCount(chat, myId);
  return (
    <li>
      <Link
        to={`${base}/${person.username}`}
        data-testid={`chat-item-${person.username}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-neutral-50 dark:hover:bg-neutral-900"
      >
        <Avatar name={person.name} src={person.avatar} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={unread > 0 ? 'truncate text-sm font-semibold' : 'truncate text-sm'}>
              {person.name}
            </p>
            <time dateTime={chat.updatedAt} className="shrink-0 text-xs text-neutral-500">
              {relativeTime(chat.updatedAt)}
            </time>
          </div>
          <div className="flex items-center justify-between gap-2">
            <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
              {preview(chat, myId)}
            </p>
            <UnreadBadge count={unread} testId={`chat-unread-${person.username}`} />
          </div>
        </div>
      </Link>
    </li>
  );
}
