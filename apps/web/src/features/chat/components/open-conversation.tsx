import type { PublicUser } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { useChats } from '../api/get-chats';
import { useOpenDirectChat } from '../api/open-direct-chat';
import { chatWith } from '../chat-people';
import { useFailureToast } from '../use-failure-toast';
import { Conversation } from './conversation';
import type { TaskHref } from './message-content';

interface OpenConversationProps {
  workspaceId: string;
  workspaceUrl: string;
  username: string;
  /** The workspace's other members; undefined while they load. */
  people: readonly PublicUser[] | undefined;
  taskHref: TaskHref;
}

/**
 * /{workspace}/chat/{username}: our chat from my list, else opened (made if new) with that
 * member. A chat with someone who has left the workspace is only in the list, read-only.
 */
export function OpenConversation(props: OpenConversationProps) {
  const { workspaceId, workspaceUrl, username, people } = props;
  const myId = useSessionStore((state) => state.user?._id ?? '');
  const chats = useChats(workspaceId);
  useFailureToast(chats.error, 'Failed to fetch chats');
  const open = useOpenDirectChat();
  const { mutate: openChat } = open;
  const listed = chatWith(chats.data?.chats ?? [], username, myId);
  const person = people?.find((each) => each.username === username);
  const participantId = !listed && !chats.isPending ? person?._id : undefined;
  /** The member a chat was asked for (StrictMode runs effects twice). */
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!participantId || requested.current === participantId) return;
    requested.current = participantId;
    openChat({ workspaceId, participantId });
  }, [openChat, workspaceId, participantId]);

  // The list holds the chat once opened; the answer serves until it does (a list that failed).
  const opened = open.data?.chat;
  const chat = listed ?? (opened && chatWith([opened], username, myId));
  if (chat) {
    return (
      <Conversation
        key={chat._id}
        chat={chat}
        myId={myId}
        workspaceUrl={workspaceUrl}
        taskHref={props.taskHref}
      />
    );
  }
  if (open.isError) {
    return <Alert tone="error">{errorMessage(open.error, 'Failed to create chat')}</Alert>;
  }
  if (!chats.isPending && people && !person) {
    return (
      <EmptyState
        title="No such member"
        description={`Nobody called @${username} is in this workspace.`}
        action={<TextLink to={`/${workspaceUrl}/chat`}>All chats</TextLink>}
      />
    );
  }
  return <Spinner className="text-indigo-600" label="Opening chat" />;
}
