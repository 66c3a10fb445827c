import type { PositionInput } from './schemas/task';

/**
 * Sortable positions (as Trello's API uses them): a new item goes between its neighbours by
 * taking their midpoint, so a move writes one row. When two neighbours get too close the whole
 * list is renumbered.
 */
export const POSITION_STEP = 1024;
export const MIN_POSITION_GAP = 1e-6;

/** The position for `input` in a list whose other positions are `sorted` (ascending). */
export function resolvePosition(sorted: readonly number[], input: PositionInput): number {
  if (input === 'bottom') return (sorted.at(-1) ?? 0) + POSITION_STEP;
  if (input === 'top') return sorted.length > 0 ? (sorted[0] ?? POSITION_STEP) / 2 : POSITION_STEP;
  return input;
}

/** Whether `placed` sits too close to a neighbour (or to zero) to leave room for later moves. */
export function needsRebalance(sorted: readonly number[], placed: number): boolean {
  if (placed < MIN_POSITION_GAP) return true;
  return sorted.some((position) => Math.abs(position - placed) < MIN_POSITION_GAP);
}
