import type {
  Active,
  DroppableContainer,
  DroppableContainers,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** dnd-kit does not export its container map class: a new one is made from an existing one's. */
type ContainersClass = new (
  entries: Iterable<[UniqueIdentifier, DroppableContainer]>,
) => DroppableContainers;

/**
 * dnd-kit's sortable keyboard moves, among only the drop targets `accepts` allows for the item
 * being dragged (arrow keys then skip targets of another kind).
 */
export function keyboardCoordinatesAmong(
  accepts: (active: Active | null, target: DroppableContainer) => boolean,
): KeyboardCoordinateGetter {
  return (event, args) => {
    const { context } = args;
    const Containers = context.droppableContainers.constructor as ContainersClass;
    const kept = new Containers(
      [...context.droppableContainers].filter(([, container]) =>
        accepts(context.active, container),
      ),
    );
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...context, droppableContainers: kept },
    });
  };
}
