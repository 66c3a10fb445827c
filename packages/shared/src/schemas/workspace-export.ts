import { z } from 'zod';
import { WORKSPACE_ROLES } from '../workspace-roles';
import { createBoardInputSchema, createFolderInputSchema } from './board';
import { createChecklistInputSchema, createChecklistItemInputSchema } from './checklist';
import { commentInputSchema } from './comment';
import { emailField, nameField } from './fields';
import {
  createFormInputSchema,
  formLocalIdField,
  LONG_TEXT_MAX_LENGTH,
  MAX_FORM_FIELDS,
} from './form';
import { createColumnInputSchema, createTaskInputSchema } from './task';
import { TASK_ACTIVITY_TYPES } from './task-activity';
import { createTimeEntryInputSchema } from './time';
import {
  columnTypeInputSchema,
  createWorkspaceInputSchema,
  INVITE_POLICIES,
  labelInputSchema,
  workspaceUrlField,
} from './workspace';
import { allowedEmailDomainsField } from './workspace-security';

/**
 * Workspace export and import (issue 23): the export job the settings page follows, and the
 * zip's files, each checked by its schema when the zip is imported into another instance.
 */

/** The zip's layout version: an import refuses any other. */
export const WORKSPACE_EXPORT_FORMAT_VERSION = 1;
/** How long a finished export can be downloaded (its signed link, its file). */
export const WORKSPACE_EXPORT_LINK_HOURS = 24;
/**
 * The largest zip an import accepts: room for a workspace's attached files (the Free plan keeps
 * 1 GB of them) besides its data. The upload is streamed to disk, never held in memory.
 */
export const WORKSPACE_IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

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
// Every field takes the rule the API applies when it is created (an import is one more way to
// create it), and every file a number of rows: a zip is refused before anything is written if
// any file breaks them, whatever made it.

const id = z.uuid();
const time = z.iso.datetime({ offset: true });
const position = z.number();
const importKey = z.string().max(200).nullable();
/** Whatever else a row names (a Jira key, an app version): short text. */
const tag = z.string().max(100);

const taskFields = createTaskInputSchema.shape.fields.shape;
const columnFields = createColumnInputSchema.shape.fields.shape;
const formSettings = createFormInputSchema.shape;
/**
 * The longest time entry an import takes: a timer stops on its own after a configured time
 * (TIMER_AUTO_STOP), which may exceed the 24 hours of an entry logged by hand.
 */
export const EXPORTED_DURATION_MAX_SECONDS = 31 * 24 * 60 * 60;
/** A task history entry's details (old and new values): as small as the API ever writes. */
const ACTIVITY_DATA_MAX_CHARS = 20_000;

export const exportManifestSchema = z.object({
  formatVersion: z.number().int(),
  appVersion: tag,
  exportedAt: time,
  workspace: z.object({ _id: id, name: createWorkspaceInputSchema.shape.name }),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

/** Everyone the workspace's data names: members, and authors or assignees who have left. */
export const exportedPersonSchema = z.object({ _id: id, name: nameField, email: emailField });

export const exportedWorkspaceSchema = z.object({
  _id: id,
  name: createWorkspaceInputSchema.shape.name,
  url: workspaceUrlField,
  description: createWorkspaceInputSchema.shape.description.unwrap().nullable(),
  /** The logo's name under files/ in the zip, when it has one. */
  logoFile: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .nullable(),
  invitePolicy: z.enum(INVITE_POLICIES),
  allowedEmailDomains: allowedEmailDomainsField,
  apiKeysAllowed: z.boolean(),
  createdAt: time,
});

const member = z.object({
  userId: id,
  role: z.enum(WORKSPACE_ROLES),
  joinedAt: time,
  weeklyCapacityHours: z.number().min(0).max(168),
});
const workspaceLabel = z.object({
  _id: id,
  name: labelInputSchema.shape.name,
  color: labelInputSchema.shape.color,
  createdAt: time,
});
const columnType = z.object({
  _id: id,
  name: columnTypeInputSchema.shape.name,
  color: columnTypeInputSchema.shape.color,
  position,
  isDefault: z.boolean(),
});
const folder = z.object({
  _id: id,
  name: createFolderInputSchema.shape.name,
  parentFolderId: id.nullable(),
  position,
  createdAt: time,
  updatedAt: time,
});
const board = z.object({
  _id: id,
  folderId: id.nullable(),
  title: createBoardInputSchema.shape.title,
  description: createBoardInputSchema.shape.description.unwrap().nullable(),
  key: createBoardInputSchema.shape.key.unwrap(),
  status: z.enum(['active', 'archived']),
  position,
  taskCounter: z.number().int().min(0),
  weeklyHoursQuota: z.number().min(0).max(10_000).nullable(),
  createdAt: time,
  updatedAt: time,
});
const boardMember = z.object({
  boardId: id,
  userId: id,
  role: z.enum(['admin', 'collaborator']),
  addedAt: time,
});
const boardLabel = z.object({
  _id: id,
  boardId: id,
  name: labelInputSchema.shape.name,
  color: labelInputSchema.shape.color,
});
const column = z.object({
  _id: id,
  boardId: id,
  title: columnFields.title,
  color: columnFields.color.unwrap(),
  position,
  isDone: z.boolean(),
  createdAt: time,
  updatedAt: time,
});
const task = z.object({
  _id: id,
  boardId: id,
  columnId: id,
  number: z.number().int().min(1),
  title: taskFields.title,
  description: taskFields.description.unwrap(),
  position,
  priority: taskFields.priority.unwrap(),
  complexity: taskFields.complexity.unwrap(),
  dueDate: time.nullable(),
  startDate: time.nullable(),
  // An address, or the thumbnail of one of the task's images (the import points it at the copy).
  cover: taskFields.cover.unwrap(),
  createdBy: id.nullable(),
  createdAt: time,
  updatedAt: time,
  jiraKey: tag.nullable(),
});
const taskPerson = z.object({ taskId: id, userId: id });
const taskLabel = z.object({ taskId: id, labelId: id });
const taskLink = z.object({
  taskId: id,
  linkedTaskId: id,
  kind: z.enum(['blocker', 'dependency']),
});
const checklist = z.object({
  _id: id,
  taskId: id,
  title: createChecklistInputSchema.shape.title,
  position,
  createdAt: time,
});
/** An item names its checklist's task too, as stored: the import checks that they agree. */
const checklistItem = z.object({
  _id: id,
  checklistId: id,
  taskId: id,
  title: createChecklistItemInputSchema.shape.title,
  done: z.boolean(),
  position,
  assigneeId: id.nullable(),
  dueDate: time.nullable(),
  doneBy: id.nullable(),
  doneAt: time.nullable(),
  createdAt: time,
});
/** Where the zip holds an attachment's bytes (its thumbnail is not exported: the import makes it). */
export const exportedFilePath = (attachmentId: string) => `attachments/${attachmentId}`;
/**
 * A file attached to a task, its bytes in the zip at exportedFilePath. The import stores them as
 * an upload would: its type read from the bytes again, its thumbnail made anew, its size checked
 * against the bytes.
 */
const attachment = z.object({
  _id: id,
  taskId: id,
  name: z.string().min(1).max(255),
  size: z.number().int().min(1),
  mimeType: z.string().max(200),
  uploadedBy: id.nullable(),
  createdAt: time,
});
const comment = z.object({
  _id: id,
  taskId: id,
  authorId: id.nullable(),
  content: commentInputSchema.shape.content,
  createdAt: time,
  editedAt: time.nullable(),
  importKey,
});
const commentMention = z.object({ commentId: id, userId: id });
const taskActivity = z.object({
  _id: id,
  taskId: id,
  actorId: id.nullable(),
  type: z.enum(TASK_ACTIVITY_TYPES),
  data: z
    .record(z.string(), z.unknown())
    .refine(
      (data) => JSON.stringify(data).length <= ACTIVITY_DATA_MAX_CHARS,
      `A history entry's details must be at most ${ACTIVITY_DATA_MAX_CHARS} characters`,
    ),
  createdAt: time,
});
const timeEntry = z.object({
  _id: id,
  taskId: id,
  userId: id,
  startTime: time,
  /** Whole seconds; null for a timer running when the export was made. */
  duration: z.number().int().min(0).max(EXPORTED_DURATION_MAX_SECONDS).nullable(),
  description: createTimeEntryInputSchema.shape.description.unwrap(),
  importKey,
  createdAt: time,
  updatedAt: time,
});
const form = z.object({
  _id: id,
  boardId: id,
  slug: formSettings.slug.unwrap(),
  title: formSettings.title,
  description: formSettings.description.unwrap(),
  columnId: id.nullable(),
  fields: formSettings.fields,
  defaultLabels: formSettings.defaultLabels.unwrap(),
  defaultAssignees: formSettings.defaultAssignees.unwrap(),
  thankYouMessage: formSettings.thankYouMessage.unwrap(),
  isOpen: z.boolean(),
  createdBy: id.nullable(),
  createdAt: time,
  updatedAt: time,
});
const formAnswer = z.object({
  fieldId: formLocalIdField,
  label: z.string().max(200),
  value: z.string().max(LONG_TEXT_MAX_LENGTH),
});
const formSubmission = z.object({
  _id: id,
  formId: id,
  taskId: id.nullable(),
  answers: z.array(formAnswer).max(MAX_FORM_FIELDS),
  createdAt: time,
});

/**
 * Every JSON file of the zip that lists rows (its name without `.json`): what each row holds and
 * how many rows the file may have, in the order an import writes them (parents first). The
 * numbers sit well above what one workspace of this product holds (MAX_TASKS_PER_BOARD tasks a
 * board) and bound what an import reads.
 */
export const exportRowFiles = {
  people: { row: exportedPersonSchema, max: 10_000 },
  members: { row: member, max: 10_000 },
  'workspace-labels': { row: workspaceLabel, max: 1_000 },
  'column-types': { row: columnType, max: 200 },
  folders: { row: folder, max: 2_000 },
  boards: { row: board, max: 2_000 },
  'board-members': { row: boardMember, max: 200_000 },
  'board-labels': { row: boardLabel, max: 50_000 },
  columns: { row: column, max: 20_000 },
  tasks: { row: task, max: 250_000 },
  'task-assignees': { row: taskPerson, max: 1_000_000 },
  'task-members': { row: taskPerson, max: 1_000_000 },
  'task-labels': { row: taskLabel, max: 1_000_000 },
  'task-workspace-labels': { row: taskLabel, max: 1_000_000 },
  'task-links': { row: taskLink, max: 500_000 },
  checklists: { row: checklist, max: 500_000 },
  'checklist-items': { row: checklistItem, max: 2_000_000 },
  attachments: { row: attachment, max: 200_000 },
  comments: { row: comment, max: 1_000_000 },
  'comment-mentions': { row: commentMention, max: 1_000_000 },
  'task-activity': { row: taskActivity, max: 2_000_000 },
  'time-entries': { row: timeEntry, max: 1_000_000 },
  forms: { row: form, max: 2_000 },
  'form-submissions': { row: formSubmission, max: 500_000 },
} as const;
export type ExportRowFileName = keyof typeof exportRowFiles;

type RowsOf<K extends ExportRowFileName> = z.infer<(typeof exportRowFiles)[K]['row']>[];
export type ExportContents = { workspace: z.infer<typeof exportedWorkspaceSchema> } & {
  [K in ExportRowFileName]: RowsOf<K>;
};
export type ExportFileName = keyof ExportContents;
export const EXPORT_ROW_FILE_NAMES = Object.keys(exportRowFiles) as ExportRowFileName[];
/**
 * Files added to format version 1 after its first exports: an export made before lacks them and
 * imports as if each listed no rows.
 */
export const EXPORT_FILES_ADDED_LATER: ExportRowFileName[] = [
  'task-workspace-labels',
  'checklists',
  'checklist-items',
  'attachments',
];
/** Every JSON file of the zip but the manifest, in the order an import writes them. */
export const EXPORT_FILE_NAMES: ExportFileName[] = [
  'people',
  'workspace',
  ...EXPORT_ROW_FILE_NAMES.filter((name) => name !== 'people'),
];
