import type { BoardTask } from '@teamboard/shared';
import { createContext, useContext } from 'react';

/** Attaches files dropped onto a card to its task. */
export type AttachToCard = (task: BoardTask, files: File[]) => void;

/**
 * What a card does with files dropped on it: the attachments feature uploads them, handed in by
 * the board route as the card's cover is (tasks cannot import attachments). Without it, or for
 * those who may not edit the task, a card takes no files.
 */
const CardFileDropContext = createContext<AttachToCard | null>(null);

export const CardFileDropProvider = CardFileDropContext.Provider;

export function useCardFileDrop(): AttachToCard | null {
  return useContext(CardFileDropContext);
}
