import type { PositionInput } from './schemas/task';

/**
 * Sortable positions (as Trello's API uses them): a new item goes between its neighbours by
 * taking their midpoint, so a move writes one row. When two neighbours get too close the whole
 * list is renumbered.
 */
export const POSITION_STEP = 1024;
export const MIN_POSITION_GAP = 1e-6;

export interface ListBounds {
  /** Smallest position in the list (not counting the item being placed), or null if empty. */
  first: number | null;
  /** Largest position, or null if empty. */
  last: number | null;
}

/** The position for `input` in a list with these bounds. */
export function resolvePosition(bounds: ListBounds, input: PositionInput): number {
  if (input === 'bottom') return (bounds.last ?? 0) + POSITION_STEP;
  if (input === 'top') return bounds.first === null ? POSITION_STEP : bounds.first / 2;
  return input;
}

/** Whether `placed` sits too close to its nearest neighbour (or to zero) to leave room later. */
export function needsRebalance(placed: number, nearest: number | null): boolean {
  if (placed < MIN_POSITION_GAP) return true;
  return nearest !== null && Math.abs(nearest - placed) < MIN_POSITION_GAP;
}

/**
 * The position between two neighbours after a move (null: no neighbour on that side): their
 * midpoint, half the first's at the top, a step past the last's at the bottom.
 */
export function positionBetween(before: number | null, after: number | null): number {
  if (before === null) return after === null ? POSITION_STEP : after / 2;
  if (after === null) return before + POSITION_STEP;
  return (before + after) / 2;
}
