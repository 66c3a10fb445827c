import type { Chat } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { onServerEvents } from '../../lib/realtime/server-events';
import { useMarkChatRead } from './api/mark-chat-read';
import { CHAT_EVENTS } from './realtime';
import { myUnreadCount } from './chat-people';
import { setOpenChat } from './open-chat-store';
import { useDocumentVisible } from './use-document-visible';

/**
 * Reads the open chat: when it opens, when their message arrives while I look at it, and when
 * I come back to the tab with unread messages there. Meanwhile it is the chat "in view", whose
 * messages do not count unread.
 */
export function useReadReceipts(chat: Chat, myId: string): void {
  const { mutate: markRead } = useMarkChatRead();
  const visible = useDocumentVisible();
  const unread = myUnreadCount(chat, myId);
  const chatId = chat._id;
  /** The chat read on opening, and my unread count there when last read (effects may rerun). */
  const opened = useRef<string | null>(null);
  const readAt = useRef(0);

  useEffect(() => setOpenChat(chatId), [chatId]);

  useEffect(() => {
    if (unread === 0) readAt.current = 0;
    if (!visible || (opened.current === chatId && unread <= readAt.current)) return;
    opened.current = chatId;
    readAt.current = unread;
    markRead(chatId);
  }, [markRead, chatId, unread, visible]);

  useEffect(
    () =>
      onServerEvents(CHAT_EVENTS, {
        'new-message': (event) => {
          if (event.chatId !== chatId || event.message.sender?._id === myId) return;
          if (document.visibilityState === 'visible') markRead(chatId);
        },
      }),
    [markRead, chatId, myId],
  );
}
