import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates for itself when none is configured (the access-token signing
 * secret without JWT_SECRET), kept in the database so every process using it shares them.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
