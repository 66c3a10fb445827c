import { keyboardCoordinatesAmong } from '../../../lib/dnd/keyboard-coordinates-among';
import { acceptsDrop, projectsDragData } from './drag-data';

/**
 * Arrow keys move a dragged project to the next project of its kind, and a dragged folder to the
 * next of its siblings (moving a project to a folder by keyboard is the "Move to…" menu).
 */
export const projectsKeyboardCoordinates = keyboardCoordinatesAmong((active, container) => {
  const target = projectsDragData(container);
  return target?.type !== 'folder-target' && acceptsDrop(projectsDragData(active), target);
});
