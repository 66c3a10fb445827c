import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useChats } from '../api/get-chats';
import { unreadTotal } from '../chat-people';
import { useChatsRealtime } from '../use-chats-realtime';
import { ChatGlyph } from './chat-glyph';
import { UnreadBadge } from './unread-badge';

interface ChatHeaderLinkProps {
  workspaceId: string;
  workspaceUrl: string;
}

/**
 * The header's way to the workspace's chats, with my unread total there. It also keeps the
 * chats live while I am anywhere in the workspace.
 */
export function ChatHeaderLink({ workspaceId, workspaceUrl }: ChatHeaderLinkProps) {
  useChatsRealtime();
  const myId = useSessionStore((state) => state.user?._id ?? '');
  const chats = useChats(workspaceId);
  const unread = unreadTotal(chats.data?.chats ?? [], myId);
  const label = unread > 0 ? `Chat, ${unread} unread` : 'Chat';
  return (
    <Link
      to={`/${workspaceUrl}/chat`}
      data-testid="chat-link"
      aria-label={label}
      title={label}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
    >
      <ChatGlyph className="size-5" />
      <UnreadBadge
        count={unread}
        testId="chat-unread-total"
        className="absolute -top-0.5 -right-0.5"
      />
    </Link>
  );
}
