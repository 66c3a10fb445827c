import { TYPING_INDICATOR_MS, type PublicUser } from '@teamboard/shared';
import { useEffect, useState } from 'react';
import { onServerEvents } from '../../lib/realtime/server-events';
import { CHAT_EVENTS } from './realtime';

/**
 * Who is typing in the chat: the person of the last `user-typing`, for TYPING_INDICATOR_MS after
 * it, until they stop (`user-stop-typing`) or their message arrives.
 */
export function useTypingIndicator(chatId: string, myId: string): PublicUser | null {
  const [typing, setTyping] = useState<PublicUser | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      setTyping(null);
    };
    const stopListening = onServerEvents(CHAT_EVENTS, {
      'user-typing': (event) => {
        if (event.chatId !== chatId) return;
        clearTimeout(timer);
        setTyping(event.user);
        timer = setTimeout(stop, TYPING_INDICATOR_MS);
      },
      'user-stop-typing': (event) => {
        if (event.chatId === chatId) stop();
      },
      'new-message': (event) => {
        if (event.chatId === chatId && event.message.sender?._id !== myId) stop();
      },
    });
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [chatId, myId]);

  return typing;
}
