import { z } from 'zod';
import { WORKSPACE_ROLES } from '../workspace-roles';
import { formAnswerSchema, formFieldSchema } from './form';
import { TASK_ACTIVITY_TYPES } from './task-activity';
import { INVITE_POLICIES, workspaceUrlField } from './workspace';

/**
 * Workspace export and import (issue 23): the export job the settings page follows, and the
 * zip's files, each checked by its schema when the zip is imported into another instance.
 */

/** The zip's layout version: an import refuses any other. */
export const WORKSPACE_EXPORT_FORMAT_VERSION = 1;
/** How long a finished export can be downloaded (its signed link, its file). */
export const WORKSPACE_EXPORT_LINK_HOURS = 24;
/** The largest zip an import accepts. */
export const WORKSPACE_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export const exportStatusSchema = z.enum(EXPORT_STATUSES);
export type ExportStatus = z.infer<typeof exportStatusSchema>;

export const workspaceExportSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  status: exportStatusSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the download link and the file expire; null until ready. */
  expiresAt: z.string().nullable(),
  /** The signed link, while ready and not expired; shown to whoever asked for the export. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type WorkspaceExport = z.infer<typeof workspaceExportSchema>;
export const workspaceExportResponseSchema = z.object({ export: workspaceExportSchema });
export const workspaceExportsResponseSchema = z.object({
  exports: z.array(workspaceExportSchema),
});
export type WorkspaceExportsResponse = z.infer<typeof workspaceExportsResponseSchema>;

/** The signed download link's query. */
export const exportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});

// ---- The zip's files -------------------------------------------------------------------------

const id = z.uuid();
const time = z.iso.datetime({ offset: true });

export const exportManifestSchema = z.object({
  formatVersion: z.number().int(),
  appVersion: z.string(),
  exportedAt: time,
  workspace: z.object({ _id: id, name: z.string() }),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

/** Everyone the workspace's data names: members, and authors or assignees who have left. */
export const exportedPersonSchema = z.object({ _id: id, name: z.string(), email: z.email() });

export const exportedWorkspaceSchema = z.object({
  _id: id,
  name: z.string().min(1),
  url: workspaceUrlField,
  description: z.string().nullable(),
  /** The logo's name under files/ in the zip, when it has one. */
  logoFile: z.string().nullable(),
  invitePolicy: z.enum(INVITE_POLICIES),
  allowedEmailDomains: z.array(z.string()),
  apiKeysAllowed: z.boolean(),
  createdAt: time,
});

const member = z.object({
  userId: id,
  role: z.enum(WORKSPACE_ROLES),
  joinedAt: time,
  weeklyCapacityHours: z.number(),
});
const workspaceLabel = z.object({ _id: id, name: z.string(), color: z.string(), createdAt: time });
const columnType = z.object({
  _id: id,
  name: z.string(),
  color: z.string(),
  position: z.number(),
  isDefault: z.boolean(),
});
const folder = z.object({
  _id: id,
  name: z.string(),
  parentFolderId: id.nullable(),
  position: z.number(),
  createdAt: time,
  updatedAt: time,
});
const board = z.object({
  _id: id,
  folderId: id.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  key: z.string(),
  status: z.enum(['active', 'archived']),
  position: z.number(),
  taskCounter: z.number().int(),
  weeklyHoursQuota: z.number().nullable(),
  createdAt: time,
  updatedAt: time,
});
const boardMember = z.object({
  boardId: id,
  userId: id,
  role: z.enum(['admin', 'collaborator']),
  addedAt: time,
});
const boardLabel = z.object({ _id: id, boardId: id, name: z.string(), color: z.string() });
const column = z.object({
  _id: id,
  boardId: id,
  title: z.string(),
  color: z.string().nullable(),
  position: z.number(),
  isDone: z.boolean(),
  createdAt: time,
  updatedAt: time,
});
const task = z.object({
  _id: id,
  boardId: id,
  columnId: id,
  number: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  priority: z.number().int(),
  complexity: z.number().int().nullable(),
  dueDate: time.nullable(),
  startDate: time.nullable(),
  cover: z.string().nullable(),
  createdBy: id.nullable(),
  createdAt: time,
  updatedAt: time,
  jiraKey: z.string().nullable(),
});
const taskPerson = z.object({ taskId: id, userId: id });
const taskLabel = z.object({ taskId: id, labelId: id });
const taskLink = z.object({
  taskId: id,
  linkedTaskId: id,
  kind: z.enum(['blocker', 'dependency']),
});
const comment = z.object({
  _id: id,
  taskId: id,
  authorId: id.nullable(),
  content: z.string(),
  createdAt: time,
  editedAt: time.nullable(),
  importKey: z.string().nullable(),
});
const commentMention = z.object({ commentId: id, userId: id });
const taskActivity = z.object({
  _id: id,
  taskId: id,
  actorId: id.nullable(),
  type: z.enum(TASK_ACTIVITY_TYPES),
  data: z.record(z.string(), z.unknown()),
  createdAt: time,
});
const timeEntry = z.object({
  _id: id,
  taskId: id,
  userId: id,
  startTime: time,
  /** Whole seconds; null for a timer running when the export was made. */
  duration: z.number().int().nullable(),
  description: z.string().nullable(),
  importKey: z.string().nullable(),
  createdAt: time,
  updatedAt: time,
});
const form = z.object({
  _id: id,
  boardId: id,
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  columnId: id.nullable(),
  fields: z.array(formFieldSchema),
  defaultLabels: z.array(z.string()),
  defaultAssignees: z.array(z.string()),
  thankYouMessage: z.string(),
  isOpen: z.boolean(),
  createdBy: id.nullable(),
  createdAt: time,
  updatedAt: time,
});
const formSubmission = z.object({
  _id: id,
  formId: id,
  taskId: id.nullable(),
  answers: z.array(formAnswerSchema),
  createdAt: time,
});

/**
 * Every JSON file of the zip (its name without `.json`) and what it holds, in the order an
 * import writes them (parents first).
 */
export const exportFileSchemas = {
  people: z.array(exportedPersonSchema),
  workspace: exportedWorkspaceSchema,
  members: z.array(member),
  'workspace-labels': z.array(workspaceLabel),
  'column-types': z.array(columnType),
  folders: z.array(folder),
  boards: z.array(board),
  'board-members': z.array(boardMember),
  'board-labels': z.array(boardLabel),
  columns: z.array(column),
  tasks: z.array(task),
  'task-assignees': z.array(taskPerson),
  'task-members': z.array(taskPerson),
  'task-labels': z.array(taskLabel),
  'task-links': z.array(taskLink),
  comments: z.array(comment),
  'comment-mentions': z.array(commentMention),
  'task-activity': z.array(taskActivity),
  'time-entries': z.array(timeEntry),
  forms: z.array(form),
  'form-submissions': z.array(formSubmission),
};
export type ExportFileName = keyof typeof exportFileSchemas;
export type ExportContents = { [K in ExportFileName]: z.infer<(typeof exportFileSchemas)[K]> };
export const EXPORT_FILE_NAMES = Object.keys(exportFileSchemas) as ExportFileName[];
