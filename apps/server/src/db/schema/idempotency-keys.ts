import { integer, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a create sent with an `Idempotency-Key`, per caller (a user, an API key,
 * or a public form's sender), so a retry gets it again instead of creating twice
 * (http/idempotency.ts). `status` is null while the first request is still running. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, the route with its parameters, and the body. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    /** The answer's JSON as sent. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caller, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
