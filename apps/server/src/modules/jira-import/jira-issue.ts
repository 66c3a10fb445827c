import type { ImportError, ImportFormat } from '@teamboard/shared/jira-import';

/**
 * A Jira issue as the import reads it from either format: what the parsers make and the job
 * writes. Dates are ISO instants (a day without a time is that day's midnight UTC, as the app
 * writes due dates); people as the file names them; text as plain text.
 */

/** A person as Jira names them: an email when the file has it, and a display name. */
export interface JiraPerson {
  name: string;
  email: string | null;
}

export interface JiraComment {
  /** Stable across exports of the same comment: Jira's id, else a digest of date, author and body. */
  id: string;
  created: string | null;
  author: string;
  /** Markdown, as every text below (parse/wiki-markdown.ts, parse/adf-markdown.ts). */
  body: string;
}

export interface JiraWorklog {
  /** Stable across exports: Jira's id, else a digest of start, author, seconds and comment. */
  id: string;
  started: string;
  author: JiraPerson;
  seconds: number;
  comment: string;
}

export interface JiraIssue {
  /** Its place in the file: the spreadsheet row for a CSV (the header is row 1), else 1, 2… */
  row: number;
  key: string;
  summary: string;
  description: string | null;
  status: string | null;
  /** Jira's category of the status as the file names it ("In Progress", "indeterminate"…). */
  statusCategory: string | null;
  priority: string | null;
  assignee: JiraPerson | null;
  created: string | null;
  dueDate: string | null;
  startDate: string | null;
  labels: string[];
  storyPoints: number | null;
  /** Jira's rank (a LexoRank such as "0|i0000f:"), which orders a column; null when absent. */
  rank: string | null;
  /** Keys of the issues this one blocks ("blocks" outward links). */
  blocks: string[];
  /** Keys of the issues that block this one ("is blocked by" inward links). */
  blockedBy: string[];
  /** The parent's key (for a sub-task), and the keys of this issue's sub-tasks. */
  parent: string | null;
  subtasks: string[];
  comments: JiraComment[];
  worklogs: JiraWorklog[];
}

/** Rows that could not be read past the ones listed: how many, from which row on. */
export interface UnlistedProblems {
  rows: number;
  fromRow: number;
}

/** A whole file as read: its issues, the Jira fields found, and the rows it could not read. */
export interface ParsedExport {
  format: ImportFormat;
  /** Jira's names of the fields found ("Summary", "Status", "Labels", …), in file order. */
  fields: string[];
  issues: JiraIssue[];
  /**
   * Rows that could not be read (no key, no summary, a date that is not one…): named, skipped.
   * The first JIRA_IMPORT_PROBLEMS_LISTED of them; `unlisted` counts the rest.
   */
  problems: ImportError[];
  unlisted: UnlistedProblems | null;
}

/**
 * Why a whole file cannot be imported, worded for the person who uploaded it ("This file has no
 * Summary column…"): answered as 400 and nothing is kept.
 */
export class ExportRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRejected';
  }
}
