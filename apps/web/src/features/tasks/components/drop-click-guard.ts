import type { MouseEvent } from 'react';

/** A drop ends with a click on the card under the pointer: that click must not open the task. */
let droppedAt = 0;

export function noteDrop(): void {
  droppedAt = Date.now();
}

export function ignoreClickAfterDrop(event: MouseEvent): void {
  if (Date.now() - droppedAt < 200) event.preventDefault();
}
