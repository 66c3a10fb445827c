import {
  boolean,
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

/** Folders nest; deleting one moves its boards and sub-folders to its parent. */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentFolderId: uuid('parent_folder_id').references((): AnyPgColumn => folders.id, {
      onDelete: 'set null',
    }),
    position: doublePrecision('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('folders_workspace_idx').on(table.workspaceId)],
);
export type FolderRow = typeof folders.$inferSelect;

export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Prefix of the board's human-readable task ids (WEB-42). */
    key: text('key').notNull(),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    position: doublePrecision('position').notNull(),
    /** Last task number handed out on this board. */
    taskCounter: integer('task_counter').notNull().default(0),
    /**
     * Bumped by database triggers (migration 0014) whenever anything shown in the board's task
     * list changes; each changed task is stamped with it (tasks.list_version), so what changed
     * since a version is the tasks stamped above it.
     */
    tasksVersion: bigint('tasks_version', { mode: 'number' }).notNull().default(0),
    /**
     * The tasks_version of the last change that altered every card at once (the board's key, which
     * every task key shows): what changed since an older version is the whole list.
     */
    listResetVersion: bigint('list_reset_version', { mode: 'number' }).notNull().default(0),
    /** Hours the team plans to log on this board per week; null when unset. */
    weeklyHoursQuota: doublePrecision('weekly_hours_quota'),
    /** Capability for projects/{id}/join/{token}; null when no link is active. */
    joinToken: text('join_token'),
    joinTokenCreatedAt: timestamp('join_token_created_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('boards_workspace_idx').on(table.workspaceId, table.status)],
);
export type BoardRow = typeof boards.$inferSelect;

export const boardMembers = pgTable(
  'board_members',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'collaborator'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.userId] }),
    index('board_members_user_idx').on(table.userId),
  ],
);

export const boardFavorites = pgTable(
  'board_favorites',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.userId] })],
);

export const boardLabels = pgTable(
  'board_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
  },
  (table) => [index('board_labels_board_idx').on(table.boardId)],
);

/** Each user's view of a board. */
export const boardPreferences = pgTable(
  'board_preferences',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    view: text('view').notNull(),
    defaultCardProperties: jsonb('default_card_properties').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.userId] })],
);

/** When each person last opened each board: the "recent boards" of the workspace home. */
export const boardVisits = pgTable(
  'board_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.boardId] }),
    index('board_visits_recent_idx').on(table.userId, table.visitedAt),
  ],
);

export const columns = pgTable(
  'columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color'),
    position: doublePrecision('position').notNull(),
    status: text('status', { enum: ['active'] })
      .notNull()
      .default('active'),
    /** Tasks arriving here are done: reports, overdue counts and workspace reports read it. */
    isDone: boolean('is_done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('columns_board_idx').on(table.boardId, table.position)],
);
export type ColumnRow = typeof columns.$inferSelect;
