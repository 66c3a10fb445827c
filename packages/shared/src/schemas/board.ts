import { z } from 'zod';
import { BOARD_ROLES } from '../board-roles';
import { idField as id, workspaceRefField } from './fields';
import { labelInputSchema, labelSchema, publicUserSchema } from './workspace';

export const BOARD_VIEWS = ['board', 'calendar', 'timeline', 'overview', 'reports'] as const;
export const CARD_PROPERTIES = [
  'title',
  'members',
  'dueDate',
  'priority',
  'complexity',
  'labels',
  'totalTime',
  'activeTimers',
  'cover',
  'taskId',
  'assignees',
] as const;
/** A board opens on its kanban, with these card properties, until the user changes them. */
export const DEFAULT_BOARD_VIEW = 'board';
export const DEFAULT_CARD_PROPERTIES = [
  'title',
  'members',
  'dueDate',
  'priority',
  'labels',
  'totalTime',
  'activeTimers',
  'cover',
] as const satisfies readonly (typeof CARD_PROPERTIES)[number][];

export const boardRoleSchema = z.enum(BOARD_ROLES);
export const boardStatusSchema = z.enum(['active', 'archived']);
const position = z.number().positive('Position must be a positive number');

export const folderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  parentFolder: z.string().nullable(),
  position: z.number(),
  workspace: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;
export const foldersResponseSchema = z.object({ folders: z.array(folderSchema) });
export const folderResponseSchema = z.object({ folder: folderSchema });
const folderName = z
  .string()
  .trim()
  .min(1, 'Folder name is required')
  .max(80, 'Folder name must be at most 80 characters');
export const createFolderInputSchema = z.object({
  workspaceId: workspaceRefField,
  name: folderName,
  parentFolder: id.nullable().optional(),
});
export type CreateFolderInput = z.input<typeof createFolderInputSchema>;
export const updateFolderInputSchema = z
  .object({
    name: folderName.optional(),
    parentFolder: id.nullable().optional(),
    position: position.optional(),
  })
  .strict();
export type UpdateFolderInput = z.input<typeof updateFolderInputSchema>;
export const reorderFoldersInputSchema = z.object({
  workspaceId: workspaceRefField,
  items: z.array(z.object({ id, position })).min(1).max(500),
});
export type ReorderFoldersInput = z.input<typeof reorderFoldersInputSchema>;

export const boardMemberSchema = z.object({ user: publicUserSchema, role: boardRoleSchema });
export const boardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  key: z.string(),
  workspace: z.string(),
  folderId: z.string().nullable(),
  position: z.number(),
  status: boardStatusSchema,
  members: z.array(boardMemberSchema),
  labels: z.array(labelSchema),
  favorites: z.array(z.object({ user: z.string() })),
  isFavorite: z.boolean(),
  columnCount: z.number(),
  currentUserRole: boardRoleSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Board = z.infer<typeof boardSchema>;
export const boardsResponseSchema = z.object({ boards: z.array(boardSchema) });
export const boardResponseSchema = z.object({ board: boardSchema });
export const boardListQuerySchema = z.object({
  workspaceId: workspaceRefField,
  status: boardStatusSchema.optional(),
});

const boardTitle = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');
const boardKey = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]{1,9}$/, 'Key must be 2-10 letters or digits, starting with a letter');
export const createBoardInputSchema = z.object({
  workspaceId: workspaceRefField,
  title: boardTitle,
  description: z.string().trim().max(2000).optional(),
  key: boardKey.optional(),
  folderId: id.nullable().optional(),
});
export type CreateBoardInput = z.input<typeof createBoardInputSchema>;
export const updateBoardInputSchema = z
  .object({
    title: boardTitle.optional(),
    description: z.string().trim().max(2000).nullable().optional(),
  })
  .strict();
export type UpdateBoardInput = z.input<typeof updateBoardInputSchema>;
export const moveBoardInputSchema = z.object({
  folderId: id.nullable(),
  position: position.optional(),
});
export type MoveBoardInput = z.input<typeof moveBoardInputSchema>;
export const reorderBoardsInputSchema = z.object({
  folderId: id.nullable(),
  items: z.array(z.object({ id, position })).min(1).max(500),
});
export type ReorderBoardsInput = z.input<typeof reorderBoardsInputSchema>;
export const favoriteResponseSchema = z.object({ isFavorite: z.boolean() });

export const addBoardMemberInputSchema = z.object({
  boardId: id,
  userId: id,
  role: boardRoleSchema.optional(),
});
export type AddBoardMemberInput = z.input<typeof addBoardMemberInputSchema>;
export const changeBoardRoleInputSchema = z.object({
  boardId: id,
  userId: id,
  role: boardRoleSchema,
});
export type ChangeBoardRoleInput = z.input<typeof changeBoardRoleInputSchema>;

export const boardLabelInputSchema = labelInputSchema;
export const boardLabelResponseSchema = z.object({ label: labelSchema });

export const boardPreferencesSchema = z.object({
  view: z.enum(BOARD_VIEWS),
  defaultCardProperties: z.array(z.enum(CARD_PROPERTIES)),
});
export type BoardPreferences = z.infer<typeof boardPreferencesSchema>;
export const boardPreferencesResponseSchema = z.object({ preferences: boardPreferencesSchema });
export const updateBoardPreferencesInputSchema = boardPreferencesSchema.partial();
export type UpdateBoardPreferencesInput = z.input<typeof updateBoardPreferencesInputSchema>;
export const boardPreferencesByBodyInputSchema = updateBoardPreferencesInputSchema.extend({
  board: id,
});

export const columnSchema = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.number(),
  boardId: z.string(),
  status: z.enum(['active']),
  color: z.string().nullable(),
  /** A done column: tasks arriving here count as completed (reports, overdue counts). */
  isDone: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Column = z.infer<typeof columnSchema>;
export const columnsResponseSchema = z.object({ columns: z.array(columnSchema) });

/**
 * A board's join link: whoever in the workspace holds it may join the board as a collaborator,
 * even a guest or client who could not see the board before. Board admins create, replace and
 * revoke it.
 */
export const boardJoinLinkSchema = z.object({
  token: z.string(),
  createdAt: z.string(),
});
export const boardJoinLinkResponseSchema = z.object({ joinLink: boardJoinLinkSchema.nullable() });
export const joinBoardInputSchema = z.object({ token: z.string().min(1).max(200).optional() });
export type JoinBoardInput = z.input<typeof joinBoardInputSchema>;
/** What the join page shows before joining: enough to recognise the board, nothing more. */
export const boardJoinPreviewResponseSchema = z.object({
  board: z.object({ _id: z.string(), title: z.string(), workspaceUrl: z.string() }),
  alreadyMember: z.boolean(),
});
