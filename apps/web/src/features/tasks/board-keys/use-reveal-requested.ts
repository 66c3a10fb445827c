import type { BoardTask } from '@teamboard/shared';
import { useEffect } from 'react';
import { useCardReveal } from './card-focus';

/** Scrolls a long column to a card the keyboard moves to, so it renders and can take the focus. */
export function useRevealRequested(
  tasks: readonly BoardTask[],
  reveal: (index: number) => void,
): void {
  useEffect(
    () =>
      useCardReveal.subscribe(({ target }) => {
        const index = tasks.findIndex((task) => task._id === target);
        if (index !== -1) reveal(index);
      }),
    [tasks, reveal],
  );
}
