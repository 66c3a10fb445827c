import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** The journal time of the newest migration drizzle's migrator recorded (0: none). */
export async function appliedMigration(db: Database): Promise<number> {
  const [row] = await rawRows<{ applied: string | number | null }>(
    db,
    sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}
