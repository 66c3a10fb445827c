import type { Chat, Message } from '@teamboard/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { loadedMessages, useMessages } from '../api/get-messages';
import { useReactToMessage } from '../api/react-to-message';
import { useSendMessage } from '../api/send-message';
import { otherPerson } from '../chat-people';
import { queueMessage, removeOutgoing, useOutgoing } from '../outbox-store';
import { useChatRoom } from '../use-chat-room';
import { useFailureToast } from '../use-failure-toast';
import { useReadReceipts } from '../use-read-receipts';
import { useTypingIndicator } from '../use-typing-indicator';
import { useTypingSignal } from '../use-typing-signal';
import { Composer } from './composer';
import type { TaskHref } from './message-content';
import { MessageList } from './message-list';

interface ConversationProps {
  chat: Chat;
  myId: string;
  workspaceUrl: string;
  taskHref: TaskHref;
}

/** An open direct chat: live messages, who is typing, and my composer (none if read-only). */
export function Conversation({ chat, myId, workspaceUrl, taskHref }: ConversationProps) {
  const chatId = chat._id;
  const person = otherPerson(chat, myId);
  useChatRoom(chatId);
  useReadReceipts(chat, myId);
  const typing = useTypingIndicator(chatId, myId);
  const signal = useTypingSignal(chatId);
  const messages = useMessages(chatId);
  useFailureToast(messages.error, 'Failed to fetch messages');
  const outgoing = useOutgoing(chatId);
  const send = useSendMessage(chatId, myId);
  const react = useReactToMessage(chatId, myId);
  const remove = useDeleteMessage(chatId);
  const edit = useEditMessage(chatId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const name = person?.name ?? 'Someone';
  const loaded = messages.data ? loadedMessages(messages.data) : [];
  const lastOwn = lastEditable(loaded, myId);
  const editing = (messageId: string | null) => {
    setEditingId(messageId);
    if (messageId === null) composer.current?.focus();
  };

  return (
    <div className="flex h-[calc(100vh-12rem)] min-h-96 flex-col gap-3">
      <header className="flex items-center gap-3 border-b border-neutral-200 pb-3 dark:border-neutral-800">
        <TextLink to={`/${workspaceUrl}/chat`} aria-label="All chats">
          ←
        </TextLink>
        {person && <Avatar name={person.name} src={person.avatar} />}
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold">{name}</h1>
          {person && <p className="truncate text-xs text-neutral-500">@{person.username}</p>}
        </div>
      </header>
      {messages.isPending ? (
        <div className="flex flex-1 justify-center pt-12 text-indigo-600">
          <Spinner label="Loading messages" />
        </div>
      ) : messages.isError ? (
        <Alert tone="error">{errorMessage(messages.error, 'Failed to fetch messages')}</Alert>
      ) : (
        <MessageList
          messages={loaded}
          outgoing={outgoing}
          myId={myId}
          taskHref={taskHref}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
          onReact={chat.readOnly ? null : (message, emoji) => react.mutate({ message, emoji })}
          onDelete={chat.readOnly ? null : (message) => remove.mutate(message._id)}
          onEdit={chat.readOnly ? null : (message, content) => edit.mutate({ message, content })}
          editingId={editingId}
          onEditing={editing}
          onRetry={(entry) => send.mutate(entry)}
          onDiscard={(entry) => removeOutgoing(chatId, entry.localId)}
        />
      )}
      <p aria-live="polite" className="h-4 text-xs text-neutral-500">
        {typing && `${typing.name} is typing…`}
      </p>
      {chat.readOnly ? (
        <Alert>
          {name} is no longer a member of this workspace: you can read this conversation but not
          reply.
        </Alert>
      ) : (
        <Composer
          onSend={(content) => send.mutate(queueMessage(chatId, content))}
          onTyping={signal.typing}
          onStopTyping={signal.stopped}
          onEditLast={lastOwn ? () => editing(lastOwn._id) : null}
          fieldRef={composer}
        />
      )}
    </div>
  );
}

/** My newest message that still has its text: what ↑ in the empty composer edits. */
function lastEditable(messages: Message[], myId: string): Message | undefined {
  return messages.findLast((message) => message.sender?._id === myId && !message.deletedAt);
}
