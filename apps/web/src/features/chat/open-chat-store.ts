import { create } from 'zustand';

/** The chat on screen, if any: its new messages are read at once rather than counted unread. */
const useOpenChat = create<{ chatId: string | null }>()(() => ({ chatId: null }));

export function setOpenChat(chatId: string): () => void {
  useOpenChat.setState({ chatId });
  return () => {
    if (useOpenChat.getState().chatId === chatId) useOpenChat.setState({ chatId: null });
  };
}

/** Whether the chat is open and the tab visible: someone is looking at it. */
export function isChatInView(chatId: string): boolean {
  return useOpenChat.getState().chatId === chatId && document.visibilityState === 'visible';
}
