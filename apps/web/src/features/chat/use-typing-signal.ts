import { useCallback, useEffect, useRef } from 'react';
import { notifyRoom } from '../../lib/realtime/socket-connection';

/**
 * How often `typing` is sent while I keep typing: the other side shows it for 3 s after each, and
 * the server drops what comes faster.
 */
export const TYPING_RESEND_MS = 2000;

/**
 * Tells the other person I am typing: `typing()` on each keystroke (sent at most every
 * TYPING_RESEND_MS), `stopped()` on send, blur or an emptied field (sent only after a `typing`).
 */
export function useTypingSignal(chatId: string) {
  /** When `typing` was last sent; 0 once `stop-typing` followed it. */
  const lastSent = useRef(0);

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_RESEND_MS) return;
    lastSent.current = now;
    notifyRoom('typing', { chatId });
  }, [chatId]);

  const stopped = useCallback(() => {
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    notifyRoom('stop-typing', { chatId });
  }, [chatId]);

  // Leaving the chat while typing.
  useEffect(() => stopped, [stopped]);

  return { typing, stopped };
}
