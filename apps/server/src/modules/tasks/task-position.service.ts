import { needsRebalance, resolvePosition, type PositionInput } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/app-error';
import { columnNeighbours, lockColumnRow } from './task-position.repo';

/**
 * Positions in a column are distinct (a unique constraint) and sortable. Moves write one row
 * without locking the column (task-move.service.ts); anything that renumbers or must see the
 * column still takes its row lock first.
 */

export interface Placement {
  position: number;
  /** The neighbours are too close (or equal): renumber the column instead of writing this. */
  crowded: boolean;
}

export const columnNotOnBoard = () =>
  badRequest('That column is not on this board', [
    { field: 'columnId', message: 'Unknown column' },
  ]);

/** Takes the column's row lock: moves into it wait until the caller commits. 400 if it is not on the board. */
export async function lockColumn(
  tx: Database,
  boardId: string,
  columnId: string,
): Promise<{ title: string }> {
  const column = await lockColumnRow(tx, boardId, columnId);
  if (!column) throw columnNotOnBoard();
  return column;
}

/** Where `input` lands among the column's other tasks. */
export async function placeInColumn(
  db: Database,
  columnId: string,
  input: PositionInput,
  movingTaskId: string | null,
): Promise<Placement> {
  const wanted = typeof input === 'number' ? input : null;
  const row = await columnNeighbours(db, columnId, wanted, movingTaskId);
  const bounds = { first: toNumber(row?.first), last: toNumber(row?.last) };
  const position = resolvePosition(bounds, input);
  const nearest = nearestOf(input, bounds, toNumber(row?.below), toNumber(row?.above));
  return { position, crowded: needsRebalance(position, nearest) };
}

export function nearestOf(
  input: PositionInput,
  bounds: { first: number | null; last: number | null },
  below: number | null,
  above: number | null,
): number | null {
  if (input === 'top') return bounds.first;
  if (input === 'bottom') return bounds.last;
  if (below === null) return above;
  if (above === null) return below;
  return input - below <= above - input ? below : above;
}

/** Aggregates may come back as strings from node-postgres. */
export function toNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}
