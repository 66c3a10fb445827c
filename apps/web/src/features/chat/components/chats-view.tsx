import type { PublicUser } from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { useChats } from '../api/get-chats';
import { useFailureToast } from '../use-failure-toast';
import { ChatListItem } from './chat-list-item';
import { PeoplePicker } from './people-picker';

interface ChatsViewProps {
  workspaceId: string;
  workspaceUrl: string;
  /** The workspace's other members: whom I can start a chat with. */
  people: readonly PublicUser[];
}

/** /{workspace}/chat: my chats in the workspace, newest first, and a way to start one. */
export function ChatsView({ workspaceId, workspaceUrl, people }: ChatsViewProps) {
  const myId = useSessionStore((state) => state.user?._id ?? '');
  const chats = useChats(workspaceId);
  useFailureToast(chats.error, 'Failed to fetch chats');
  const base = `/${workspaceUrl}/chat`;
  const picker = <PeoplePicker people={people} base={base} />;

  return (
    <div className="space-y-6">
      <PageHeading title="Chat" description="Direct messages with your team" actions={picker} />
      {chats.isPending ? (
        <Spinner className="text-indigo-600" label="Loading chats" />
      ) : chats.isError ? (
        <Alert tone="error">{errorMessage(chats.error, 'Failed to fetch chats')}</Alert>
      ) : chats.data.chats.length === 0 ? (
        <EmptyState
          title="No conversations yet"
          description="Start a chat with someone in your workspace."
        />
      ) : (
        <ul
          aria-label="Chats"
          className="divide-y divide-neutral-100 overflow-hidden rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
        >
          {chats.data.chats.map((chat) => (
            <ChatListItem key={chat._id} chat={chat} myId={myId} base={base} />
          ))}
        </ul>
      )}
    </div>
  );
}
