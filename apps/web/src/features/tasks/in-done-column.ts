import { createContext, useContext } from 'react';

/** Whether the cards below sit in a done column: finished work is never late. */
export const InDoneColumn = createContext(false);

export function useInDoneColumn(): boolean {
  return useContext(InDoneColumn);
}
