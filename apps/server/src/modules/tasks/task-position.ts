import {
  evenPositions,
  needsRebalance,
  resolvePosition,
  type PositionInput,
} from '@teamboard/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { columns, tasks } from '../../db/schema/index';

export interface Rebalance {
  columnId: string;
  positions: { _id: string; position: number }[];
}

/**
 * Locks the column (so concurrent moves into it queue up) and answers where `input` lands
 * among the column's other tasks.
 */
export async function placeInColumn(
  tx: Database,
  columnId: string,
  input: PositionInput,
  movingTaskId: string | null,
): Promise<{ position: number; crowded: boolean }> {
  await tx.select({ id: columns.id }).from(columns).where(eq(columns.id, columnId)).for('update');
  const others = await tx
    .select({ position: tasks.position })
    .from(tasks)
    .where(
      movingTaskId
        ? and(eq(tasks.columnId, columnId), ne(tasks.id, movingTaskId))
        : eq(tasks.columnId, columnId),
    )
    .orderBy(asc(tasks.position));
  const sorted = others.map((row) => row.position);
  const position = resolvePosition(sorted, input);
  return { position, crowded: needsRebalance(sorted, position) };
}

/** Renumbers a column evenly, keeping its order (ties broken by id), and reports the result. */
export async function rebalanceColumn(tx: Database, columnId: string): Promise<Rebalance> {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.columnId, columnId))
    .orderBy(asc(tasks.position), asc(tasks.id));
  const positions = evenPositions(rows.length);
  const result = rows.map((row, index) => ({ _id: row.id, position: positions[index] ?? 0 }));
  for (const entry of result) {
    await tx.update(tasks).set({ position: entry.position }).where(eq(tasks.id, entry._id));
  }
  return { columnId, positions: result };
}
