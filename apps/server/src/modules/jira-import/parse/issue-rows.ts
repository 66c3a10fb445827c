import { createHash } from 'node:crypto';
import {
  JIRA_IMPORT_PROBLEMS_LISTED,
  type ImportError,
  type ImportFormat,
} from '@teamboard/shared/jira-import';
import {
  ExportRejected,
  type JiraIssue,
  type JiraPerson,
  type ParsedExport,
  type UnlistedProblems,
} from '../jira-issue';
import { parseJiraDate } from './jira-dates';

/**
 * What both formats share once a row is split into Jira's values: reading a value that may be
 * wrong (noted, so the row is reported with every reason at once), naming people, giving comments
 * and worklogs an id, and gathering the issues and the rows that could not be read.
 */

/** One row's values as they are read, with what could not be. */
export class FieldCheck {
  readonly messages: string[] = [];

  fail(message: string): void {
    this.messages.push(message);
  }

  /** An ISO instant, or null when blank (or not a date, noted). */
  date(field: string, value: string | null): string | null {
    if (value === null || value.trim() === '') return null;
    const date = parseJiraDate(value);
    if (date === null) this.fail(`${field} "${value}" is not a date`);
    return date;
  }

  /** A number of zero or more, or null when blank (or not a number, noted). */
  number(field: string, value: string | number | null): number | null {
    if (value === null || value === '') return null;
    const number = Number(value);
    if (Number.isFinite(number) && number >= 0) return number;
    this.fail(`${field} "${value}" is not a number`);
    return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A person as a file names them: a name that is an email address is their email too. */
export function person(name: string, email: string | null = null): JiraPerson {
  return { name, email: email || (EMAIL.test(name) ? name : null) };
}

/**
 * An id for a comment or worklog the file gives none: a digest of what it says, so the same one
 * in a later export of the project gets the same id (and is not imported twice).
 */
export function contentId(parts: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

/**
 * The ids of one issue's comments (or worklogs) made distinct: two that say exactly the same
 * (the same "+1" twice in a minute) are two, "id", then "id-2".
 */
export function distinctIds<T extends { id: string }>(items: T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.id) ?? 0) + 1;
    seen.set(item.id, count);
    return count === 1 ? item : { ...item, id: `${item.id}-${count}` };
  });
}

/** A file with more rows than an import takes, refused at the first row past `maxRows`. */
export function tooManyRows(maxRows: number): ExportRejected {
  return new ExportRejected(
    `The file has more than ${maxRows.toLocaleString('en-US')} issues, more than one import takes: export fewer issues at a time (a project or a date range per file) and import each file`,
  );
}

/**
 * A file's issues in order, and its rows that could not be read (a key seen twice is one): the
 * first JIRA_IMPORT_PROBLEMS_LISTED of those listed, the rest counted. More than `maxRows` rows
 * in all are refused as soon as the row past them is read.
 */
export class IssueRows {
  readonly issues: JiraIssue[] = [];
  readonly problems: ImportError[] = [];
  private unlisted: UnlistedProblems | null = null;
  private rows = 0;
  private readonly rowOfKey = new Map<string, number>();

  constructor(private readonly maxRows: number) {}

  /** The issue read from a row, unless the row had problems. */
  add(row: number, key: string | null, check: FieldCheck, issue: JiraIssue): void {
    const earlier = key === null ? undefined : this.rowOfKey.get(key);
    if (earlier !== undefined) check.fail(`Issue ${key} is already on row ${earlier}`);
    if (check.messages.length > 0) return this.reject(row, key, check.messages.join('; '));
    this.count();
    this.rowOfKey.set(issue.key, row);
    this.issues.push(issue);
  }

  /** A row that is not an issue at all. */
  reject(row: number, key: string | null, message: string): void {
    this.count();
    if (this.problems.length < JIRA_IMPORT_PROBLEMS_LISTED)
      this.problems.push({ row, key, message });
    else if (this.unlisted) this.unlisted.rows += 1;
    else this.unlisted = { rows: 1, fromRow: row };
  }

  result(format: ImportFormat, fields: string[]): ParsedExport {
    const { issues, problems, unlisted } = this;
    return { format, fields, issues, problems, unlisted };
  }

  private count(): void {
    this.rows += 1;
    if (this.rows > this.maxRows) throw tooManyRows(this.maxRows);
  }
}
