import { create } from 'zustand';

/** A card's link carries its task's id; a column's card area its column's. */
export const CARD_ATTRIBUTE = 'data-card-link';
export const COLUMN_ATTRIBUTE = 'data-column-id';
/** Frames to wait for a card a long column has yet to render after scrolling to it. */
const RENDER_FRAMES = 10;

interface CardRevealState {
  /** The task whose card a long column should scroll into its rendered range. */
  target: string | null;
  reveal: (taskId: string) => void;
}

/** Asks whichever virtual list holds a task to scroll it in view (it may not be rendered). */
export const useCardReveal = create<CardRevealState>()((set) => ({
  target: null,
  reveal: (taskId) => set({ target: taskId }),
}));

export function cardLink(taskId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${CARD_ATTRIBUTE}="${CSS.escape(taskId)}"]`);
}

/** The task whose card has the focus, if one has. */
export function focusedTaskId(): string | null {
  const link = document.activeElement?.closest(`[${CARD_ATTRIBUTE}]`);
  return link?.getAttribute(CARD_ATTRIBUTE) ?? null;
}

/** The column the focus is in: on a card, or on a column's own controls. */
export function focusedColumnId(): string | null {
  const column = document.activeElement?.closest(`[${COLUMN_ATTRIBUTE}]`);
  return column?.getAttribute(COLUMN_ATTRIBUTE) ?? null;
}

/**
 * Moves the focus to a task's card. A long column renders only the cards in view, so the card
 * may not exist yet: its list is asked to scroll to it, and the focus follows once it renders.
 */
export function focusCard(taskId: string, frames = RENDER_FRAMES): void {
  const link = cardLink(taskId);
  if (link) {
    link.focus({ preventScroll: true });
    link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return;
  }
  if (frames === RENDER_FRAMES) useCardReveal.getState().reveal(taskId);
  if (frames > 0) requestAnimationFrame(() => focusCard(taskId, frames - 1));
}

/** Whether board keys apply: the focus is on the board's cards or columns, or nowhere. */
export function onBoard(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest(`[${COLUMN_ATTRIBUTE}]`) !== null;
}

/** Whether a card is being dragged (Escape then cancels the drag, and nothing else). */
export function isDraggingCard(): boolean {
  return document.querySelector('[data-dragging]') !== null;
}

/** Frames during which a card dropped by keys may still render anew in its new place. */
const DROP_FRAMES = 30;

/**
 * After a keyboard drop the card renders anew in its new column, and the focus, left on the old
 * one, falls to the page: it goes to the card, for as long as nothing else has it.
 */
export function keepFocusOnDropped(taskId: string, frames = DROP_FRAMES): void {
  const link = cardLink(taskId);
  const lost = !document.activeElement || document.activeElement === document.body;
  if (link && lost) link.focus({ preventScroll: true });
  if (frames > 0) requestAnimationFrame(() => keepFocusOnDropped(taskId, frames - 1));
}
