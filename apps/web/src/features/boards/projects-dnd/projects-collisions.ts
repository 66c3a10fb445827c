import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { acceptsDrop, projectsDragData } from './drag-data';

/**
 * A folder is dropped on the closest of its siblings. A project is dropped on the folder (or
 * "All projects") under the pointer, else on the closest project of its own kind (favourites or
 * the rest); the keyboard, which has no pointer, only reorders.
 */
export const projectsCollisions: CollisionDetection = (args) => {
  const active = projectsDragData(args.active);
  const accepted = args.droppableContainers.filter((container) =>
    acceptsDrop(active, projectsDragData(container)),
  );
  const folders = accepted.filter(
    (container) => projectsDragData(container)?.type === 'folder-target',
  );
  const hits = pointerWithin({ ...args, droppableContainers: folders });
  if (hits.length > 0) return hits;
  const sortables = accepted.filter(
    (container) => projectsDragData(container)?.type !== 'folder-target',
  );
  return closestCenter({ ...args, droppableContainers: sortables });
};
