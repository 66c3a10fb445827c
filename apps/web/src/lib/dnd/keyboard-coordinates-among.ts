import type {
  Active,
  DroppableContainer,
  Over,
  DroppableContainers,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** dnd-kit does not export its container map class: a new one is made from an existing one's. */
type ContainersClass = new (
  entries: Iterable<[UniqueIdentifier, DroppableContainer]>,
) => DroppableContainers;

/** The arrow key pressed (`event.code`), and the target the dragged item is over before it. */
export interface KeyboardStep {
  code: string;
  over: Over | null;
}

/**
 * dnd-kit's sortable keyboard moves, among only the drop targets `accepts` allows for the item
 * being dragged at this step (arrow keys then skip targets of another kind).
 */
export function keyboardCoordinatesAmong(
  accepts: (active: Active | null, target: DroppableContainer, step: KeyboardStep) => boolean,
): KeyboardCoordinateGetter {
  return (event, args) => {
    const { context } = args;
    const step = { code: event.code, over: context.over };
    const Containers = context.droppableContainers.constructor as ContainersClass;
    const kept = new Containers(
      // The dragged item's own entry stays: dnd-kit places the move relative to it.
      [...context.droppableContainers].filter(
        ([id, container]) => id === context.active?.id || accepts(context.active, container, step),
      ),
    );
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...context, droppableContainers: kept },
    });
  };
}
