import { z } from 'zod';
import { MAX_TASKS_PER_BOARD } from '../constants';
import { emailField, idField as id } from './fields';

/**
 * Jira import: a board admin uploads a Jira export (CSV or the REST search JSON), checks a
 * preview and the mappings, and starts a background job that brings every issue onto the board
 * as a task. Importing the same project again updates those tasks (each keeps its Jira key).
 */

export const JIRA_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/**
 * Rows of a file (its issues, readable or not) an import takes: a file with more is refused
 * before anything is kept. No board holds more tasks than this, so more could never be written.
 */
export const JIRA_IMPORT_MAX_ISSUES = MAX_TASKS_PER_BOARD;
/**
 * Rows that could not be read that an import lists one by one (in its errors); those past them
 * are counted in one line, since a file of empty rows is no list anyone reads.
 */
export const JIRA_IMPORT_PROBLEMS_LISTED = 1_000;
export const IMPORT_PREVIEW_ISSUES = 20;
/** GET /api/imports/{id} carries the first errors; all of them come as CSV. */
export const IMPORT_ERRORS_SHOWN = 100;

export const IMPORT_STATUSES = ['preview', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A row that could not be read or written: its place in the file, its issue key if known. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  key: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** One issue of the file as it will look on the board (before the mappings apply). */
export const importPreviewIssueSchema = z.object({
  row: z.number().int(),
  key: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  priority: z.string().nullable(),
  /** The Jira person's name (or email when that is all the file has). */
  assignee: z.string().nullable(),
  labels: z.array(z.string()),
  dueDate: z.string().nullable(),
  startDate: z.string().nullable(),
  storyPoints: z.number().nullable(),
  comments: z.number().int(),
  worklogs: z.number().int(),
  /** The start of the description, as text. */
  description: z.string().nullable(),
});
export type ImportPreviewIssue = z.infer<typeof importPreviewIssueSchema>;

const counted = z.object({ name: z.string(), count: z.number().int() });

/** Jira's three status categories, in board order: a new column for a status goes by its one. */
export const STATUS_CATEGORIES = ['todo', 'inProgress', 'done'] as const;
export type StatusCategory = (typeof STATUS_CATEGORIES)[number];

/** A status found in the file; `category` is absent in previews made before categories were read. */
const countedStatus = counted.extend({ category: z.enum(STATUS_CATEGORIES).optional() });

/**
 * A Jira person seen in the file (an assignee or a worklog's author), with `ref` the key the
 * people mapping uses: their email in lowercase when the file has it, else their name.
 */
export const importPersonSchema = z.object({
  ref: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  count: z.number().int(),
});
export type ImportPerson = z.infer<typeof importPersonSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** Issues found in the file. */
  rows: z.number().int(),
  /** The fields found (Jira's names): what the import can bring over. */
  fields: z.array(z.string()),
  issues: z.array(importPreviewIssueSchema),
  statuses: z.array(countedStatus),
  priorities: z.array(counted),
  people: z.array(importPersonSchema),
  labels: z.array(counted),
  /** Whether any issue has story points (the complexity mapping matters only then). */
  hasStoryPoints: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** Where a Jira status's issues go: an existing column, or a new one made when the import starts. */
export const statusMappingSchema = z.union([
  z.object({ columnId: id }).strict(),
  z
    .object({
      newColumn: z
        .string()
        .trim()
        .min(1, 'Name the new column')
        .max(80, 'Title must be at most 80 characters'),
    })
    .strict(),
]);
export type StatusMapping = z.infer<typeof statusMappingSchema>;

/** A Jira person: a member of the workspace, nobody (unassigned), or someone to invite. */
export const personMappingSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('member'), userId: id }).strict(),
  z.object({ action: z.literal('unassigned') }).strict(),
  z.object({ action: z.literal('invite'), email: emailField }).strict(),
]);
export type PersonMapping = z.infer<typeof personMappingSchema>;

const level = z.number().int().min(1, 'Must be between 1 and 5').max(5, 'Must be between 1 and 5');

/** Story points up to each threshold get complexity 1, 2, 3, 4; above the last, 5. */
export const complexityThresholdsSchema = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .refine((values) => values.every((value, index) => value > (values[index - 1] ?? -Infinity)), {
    message: 'Each threshold must be above the one before',
  });
export const DEFAULT_COMPLEXITY_THRESHOLDS: [number, number, number, number] = [1, 3, 5, 8];

/** Jira's priorities to the spec's levels: Highest is Urgent (2) … Lowest is Low (5). */
export const DEFAULT_JIRA_PRIORITIES: Record<string, number> = {
  Highest: 2,
  Blocker: 2,
  Critical: 2,
  High: 3,
  Major: 3,
  Medium: 4,
  Low: 5,
  Minor: 5,
  Lowest: 5,
  Trivial: 5,
};

/** PUT /api/imports/{id}/mapping (the whole mapping) and what an import holds. */
export const importMappingSchema = z
  .object({
    /** Each Jira status found in the file, by name. */
    statuses: z.record(z.string(), statusMappingSchema),
    /** Each Jira priority found in the file, by name: a level 1-5 (1 is No Priority). */
    priorities: z.record(z.string(), level),
    /** Each person found in the file, by `ref`. */
    people: z.record(z.string(), personMappingSchema),
    complexity: complexityThresholdsSchema,
  })
  .strict();
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const jiraImportSchema = z.object({
  _id: z.string(),
  boardId: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  /** Issues to import, those handled so far, and what became of them. */
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** The first IMPORT_ERRORS_SHOWN errors by row; GET /api/imports/{id}/errors gives all as CSV. */
  errors: z.array(importErrorSchema),
  preview: importPreviewSchema,
  /** Suggested at upload (columns and people matched by name and email), then as set. */
  mapping: importMappingSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JiraImport = z.infer<typeof jiraImportSchema>;
export const jiraImportResponseSchema = z.object({ import: jiraImportSchema });
export const jiraImportsResponseSchema = z.object({ imports: z.array(jiraImportSchema) });
