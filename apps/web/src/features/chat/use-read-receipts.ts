import { newMessageEventSchema, type Chat } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { onServerEvent } from '../../lib/realtime/socket-connection';
import { useMarkChatRead } from './api/mark-chat-read';
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
      onServerEvent('new-message', (data) => {
        const parsed = newMessageEventSchema.safeParse(data);
        if (!parsed.success || parsed.data.chatId !== chatId) return;
        if (parsed.data.message.sender?._id === myId) return;
        if (document.visibilityState === 'visible') markRead(chatId);
      }),
    [markRead, chatId, myId],
  );
}
