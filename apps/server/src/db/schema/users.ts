import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    /** Stored lower-cased; the unique index on lower(email) keeps it case-insensitive regardless. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google (a reset link can set one). */
    passwordHash: text('password_hash'),
    /** Google's stable subject id, once the account has signed in with Google. */
    googleSub: text('google_sub'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    avatar: text('avatar'),
    teamSize: text('team_size'),
    lastActiveWorkspaceUrl: text('last_active_workspace_url'),
    /** Carried in access tokens; bumped on password change or reset so every older token dies at once. */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * Two-factor sign-in (TOTP): the secret being set up until a first code confirms it, then the
     * confirmed secret and when it was turned on. `totpLastStep` is the time step of the last
     * accepted code, so a code cannot be used twice.
     */
    totpPendingSecret: text('totp_pending_secret'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export type UserRow = typeof users.$inferSelect;
