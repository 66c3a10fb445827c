import { createContext, useContext, type ReactNode } from 'react';

/** Shows a task's cover (its `cover` value) filling a box of the given classes. */
export type RenderCardCover = (cover: string, className: string) => ReactNode;

/**
 * How a card shows its cover. A cover may be one of the task's image attachments, which only the
 * attachments feature can fetch (with the token); tasks cannot import it, so the board route hands
 * it in through this context. Without it, cards show no cover.
 */
const CardCoverContext = createContext<RenderCardCover | null>(null);

export const CardCoverProvider = CardCoverContext.Provider;

export function useCardCover(): RenderCardCover | null {
  return useContext(CardCoverContext);
}
