import type {
  DroppableContainer,
  DroppableContainers,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { dragData } from './drag-data';

/** dnd-kit does not export its container map class: a new one is made from an existing one's. */
type ContainersClass = new (
  entries: Iterable<[UniqueIdentifier, DroppableContainer]>,
) => DroppableContainers;

/**
 * Arrow keys move a dragged column to the next column, and a dragged card to the next card or
 * column area: each kind only sees its own targets.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const columnDrag = dragData(context.active)?.type === 'column';
  const Containers = context.droppableContainers.constructor as ContainersClass;
  const kept = new Containers(
    [...context.droppableContainers].filter(
      ([, container]) => (dragData(container)?.type === 'column') === columnDrag,
    ),
  );
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...context, droppableContainers: kept },
  });
};
