import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvitePolicy } from '@teamboard/shared';
import { users } from './users';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-case, unique: the workspace's address (/{url}/projects). */
    url: text('url').notNull(),
    description: text('description'),
    /** Public path of the uploaded logo, e.g. /uploads/logos/{file}. */
    logo: text('logo'),
    status: text('status', { enum: ['active'] })
      .notNull()
      .default('active'),
    /** settings/security: who may invite besides owner and admins, and to which email domains. */
    invitePolicy: text('invite_policy').$type<InvitePolicy>().notNull().default('managers'),
    allowedEmailDomains: jsonb('allowed_email_domains').$type<string[]>().notNull().default([]),
    /** Whether personal API keys may reach this workspace at all. */
    apiKeysAllowed: boolean('api_keys_allowed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('workspaces_url_unique').on(table.url)],
);
export type WorkspaceRow = typeof workspaces.$inferSelect;

/** Membership with its role; exactly one 'owner' per workspace (partial unique index). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['owner', 'admin', 'manager', 'member', 'guest', 'client'],
    }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hours a week this person works for the workspace (resource analysis). */
    weeklyCapacityHours: doublePrecision('weekly_capacity_hours').notNull().default(40),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
    uniqueIndex('workspace_members_one_owner')
      .on(table.workspaceId)
      .where(sql`${table.role} = 'owner'`),
  ],
);
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;

export const workspaceLabels = pgTable(
  'workspace_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspace_labels_workspace_idx').on(table.workspaceId)],
);

export const workspaceColumnTypes = pgTable(
  'workspace_column_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    position: doublePrecision('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [index('workspace_column_types_workspace_idx').on(table.workspaceId)],
);

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'member', 'guest', 'client'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An import's stand-in for the person invited (see workspace-export/import-people.ts): what
     * the import recorded as theirs becomes theirs when they accept.
     */
    placeholderUserId: uuid('placeholder_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('workspace_invitations_email_idx').on(table.email),
    uniqueIndex('workspace_invitations_one_pending')
      .on(table.workspaceId, table.email)
      .where(sql`${table.status} = 'pending'`),
  ],
);
export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** Who did what to membership and invitations, for the workspace's activity log. */
export const workspaceActivities = pgTable(
  'workspace_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspace_activities_workspace_idx').on(table.workspaceId, table.createdAt)],
);
