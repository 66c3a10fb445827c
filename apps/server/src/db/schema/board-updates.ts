import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Board updates too large for a NOTIFY payload (8000 bytes): the SQL function
 * `publish_board_update` stores them here and notifies their id instead. Every server process
 * reads them once notified, so rows are kept a few minutes and then dropped by the same function.
 */
export const boardUpdatePayloads = pgTable(
  'board_update_payloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('board_update_payloads_created_idx').on(table.createdAt)],
);
