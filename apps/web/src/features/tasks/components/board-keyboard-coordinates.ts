import { keyboardCoordinatesAmong } from '../../../lib/dnd/keyboard-coordinates-among';
import { dragData } from './drag-data';

/**
 * Arrow keys move a dragged column to the next column, and a dragged card to the next card or
 * column area: each kind only sees its own targets.
 */
export const boardKeyboardCoordinates = keyboardCoordinatesAmong(
  (active, container) =>
    (dragData(container)?.type === 'column') === (dragData(active)?.type === 'column'),
);
