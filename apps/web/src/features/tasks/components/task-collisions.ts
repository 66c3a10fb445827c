import {
  closestCenter,
  closestCorners,
  pointerWithin,
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core';
import { dragData } from './drag-data';

export const COLUMN_DROP_PREFIX = 'column:';

const isColumn = (container: DroppableContainer) => dragData(container)?.type === 'column';

/**
 * A column is dropped on the column under the pointer, else the closest one. A card goes on the
 * card under the pointer, counting only cards inside their column's visible card area (a list
 * scrolled out of view still has cards just outside it), else on the card area or column under
 * the pointer (its end); for the keyboard, which has no pointer, the closest corners.
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (dragData(args.active)?.type === 'column') {
    const columns = args.droppableContainers.filter(isColumn);
    const hits = pointerWithin({ ...args, droppableContainers: columns });
    return hits.length > 0 ? hits : closestCenter({ ...args, droppableContainers: columns });
  }
  const hits = pointerWithin(args);
  if (hits.length === 0) {
    const targets = args.droppableContainers.filter((container) => !isColumn(container));
    return closestCorners({ ...args, droppableContainers: targets });
  }
  const byId = new Map(args.droppableContainers.map((container) => [container.id, container]));
  const typed = (hit: Collision) => dragData(byId.get(hit.id));
  const areas = hits.filter((hit) => typed(hit)?.type === 'column-area');
  const open = new Set(
    areas.map((hit) => {
      const data = typed(hit);
      return data?.type === 'column-area' ? data.columnId : null;
    }),
  );
  const cards = hits.filter((hit) => {
    const data = typed(hit);
    return data?.type === 'task' && open.has(data.task.columnId);
  });
  if (cards.length > 0) return cards;
  if (areas.length > 0) return areas;
  return hits.filter((hit) => typed(hit)?.type === 'column');
};
