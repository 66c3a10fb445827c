import type { BoardTask } from '@teamboard/shared';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * Controls another feature puts on a live card (the timer button). Those features build on
 * tasks, so tasks cannot import them: the board route hands the control in through this context.
 */
const CardActionsContext = createContext<ComponentType<{ task: BoardTask }> | null>(null);

export const CardActionsProvider = CardActionsContext.Provider;

export function useCardActions(): ComponentType<{ task: BoardTask }> | null {
  return useContext(CardActionsContext);
}
