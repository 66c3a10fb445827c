import { closestCorners, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

export const COLUMN_DROP_PREFIX = 'column:';

/**
 * The card under the pointer, else the column under it (the card goes to its end); for the
 * keyboard, which has no pointer, the closest corners.
 */
export const taskCollisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCorners(args);
  const cards = hits.filter((hit) => !String(hit.id).startsWith(COLUMN_DROP_PREFIX));
  return cards.length > 0 ? cards : hits;
};
