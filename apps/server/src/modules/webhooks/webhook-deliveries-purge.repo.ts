import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * Deletes up to `batch` finished deliveries (succeeded or failed) queued before `before`;
 * answers how many. It walks each webhook's (webhook, created_at) index rather than the whole
 * table, which would be read to the end every time once nothing is left to delete. Pending rows
 * stay, however old: an inactive webhook sends them when turned back on.
 */
export async function deleteFinishedDeliveries(
  db: Database,
  before: Date,
  batch: number,
): Promise<number> {
  const deleted = await rawRows<{ id: string }>(
    db,
    sql`
    delete from webhook_deliveries where id in (
      select old.id from webhooks w cross join lateral (
        select d.id from webhook_deliveries d
        where d.webhook_id = w.id and d.created_at < ${before.toISOString()}::timestamptz
          and d.status in ('succeeded', 'failed')
        limit ${batch}) old
      limit ${batch})
    returning id`,
  );
  return deleted.length;
}
