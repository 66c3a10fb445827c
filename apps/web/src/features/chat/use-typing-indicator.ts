import {
  newMessageEventSchema,
  TYPING_INDICATOR_MS,
  userStopTypingEventSchema,
  userTypingEventSchema,
  type PublicUser,
} from '@teamboard/shared';
import { useEffect, useState } from 'react';
import { onServerEvent } from '../../lib/realtime/socket-connection';

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
    const stops = [
      onServerEvent('user-typing', (data) => {
        const parsed = userTypingEventSchema.safeParse(data);
        if (!parsed.success || parsed.data.chatId !== chatId) return;
        clearTimeout(timer);
        setTyping(parsed.data.user);
        timer = setTimeout(stop, TYPING_INDICATOR_MS);
      }),
      onServerEvent('user-stop-typing', (data) => {
        const parsed = userStopTypingEventSchema.safeParse(data);
        if (parsed.success && parsed.data.chatId === chatId) stop();
      }),
      onServerEvent('new-message', (data) => {
        const parsed = newMessageEventSchema.safeParse(data);
        if (!parsed.success || parsed.data.chatId !== chatId) return;
        if (parsed.data.message.sender?._id !== myId) stop();
      }),
    ];
    return () => {
      clearTimeout(timer);
      for (const each of stops) each();
    };
  }, [chatId, myId]);

  return typing;
}
