import type { Active, DroppableContainer, Over } from '@dnd-kit/core';
import { keyboardCoordinatesAmong } from '../../../lib/dnd/keyboard-coordinates-among';
import { dragData } from './drag-data';

const SIDEWAYS = new Set(['ArrowLeft', 'ArrowRight']);

/** The column a card, a column or a column's card area stands in. */
function columnOf(item: Active | Over | DroppableContainer | null): string | undefined {
  const data = dragData(item);
  if (data?.type === 'task') return data.task.columnId;
  if (data?.type === 'column') return data.column._id;
  return data?.columnId;
}

/**
 * Arrow keys move a dragged column to the next column, and a dragged card to the next card or
 * column area: each kind only sees its own targets. Left and right leave the column the drag is
 * in: a card sits inside its column's area, so that area (and the card itself) lies a little to
 * its left and would otherwise be the nearest target, dropping the card where it was.
 */
export const boardKeyboardCoordinates = keyboardCoordinatesAmong((active, target, step) => {
  const sameKind = (dragData(target)?.type === 'column') === (dragData(active)?.type === 'column');
  if (!sameKind || !SIDEWAYS.has(step.code)) return sameKind;
  return columnOf(target) !== columnOf(step.over ?? active);
});
