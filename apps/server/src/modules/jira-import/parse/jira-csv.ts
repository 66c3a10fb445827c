import type { CsvRecord } from './csv-records';
import { type Column, CsvHeader } from './csv-header';
import type { JiraComment, JiraIssue, JiraWorklog, ParsedExport } from '../jira-issue';
import { contentId, distinctIds, FieldCheck, IssueRows, person } from './issue-rows';
import { parseJiraDate } from './jira-dates';
import { wikiToMarkdown } from './wiki-markdown';

/** A Jira id (what Jira Cloud writes for a parent and sub-tasks) rather than a key. */
const ISSUE_ID = /^\d+$/;

/**
 * Reads a Jira CSV export record by record as papaparse finds them, so the file is never held
 * whole: the header, then one issue per record. A record's row is its spreadsheet row (a quoted
 * cell with line breaks is still one row). `finish` then turns the Jira ids that name parents
 * and sub-tasks into keys, through the other rows' Issue id.
 */
export class JiraCsvReader {
  private header: CsvHeader | null = null;
  private row = 0;
  private readonly rows: IssueRows;
  private readonly keyOfId = new Map<string, string>();

  /** More than `maxRows` issues (readable or not) are refused at the first one past them. */
  constructor(maxRows: number) {
    this.rows = new IssueRows(maxRows);
  }

  add({ cells, error }: CsvRecord): void {
    this.row += 1;
    if (!this.header) this.header = new CsvHeader(cells);
    else if (cells.some((cell) => cell.trim() !== '')) this.addIssue(this.header, cells, error);
  }

  finish(): ParsedExport {
    for (const issue of this.rows.issues) {
      issue.parent = issue.parent === null ? null : this.keyOf(issue.parent);
      issue.subtasks = issue.subtasks.flatMap((ref) => this.keyOf(ref) ?? []);
    }
    return this.rows.result('csv', this.header?.fields ?? []);
  }

  private addIssue(header: CsvHeader, cells: string[], error: string | null): void {
    const key = header.first(cells, 'key');
    const id = header.first(cells, 'id');
    if (key && id) this.keyOfId.set(id, key);
    if (error) return this.rows.reject(this.row, key, `This row cannot be read: ${error}`);
    const check = new FieldCheck();
    const issue = readIssue(header, cells, this.row, check);
    if (!key) check.fail('It has no issue key');
    if (!issue.summary) check.fail('It has no summary');
    this.rows.add(this.row, key, check, issue);
  }

  /** A key as written, or the key of the issue a Jira id names; null when not in the file. */
  private keyOf(ref: string): string | null {
    return ISSUE_ID.test(ref) ? (this.keyOfId.get(ref) ?? null) : ref;
  }
}

function readIssue(header: CsvHeader, cells: string[], row: number, check: FieldCheck): JiraIssue {
  const first = (column: Column) => header.first(cells, column);
  const all = (column: Column) => header.all(cells, column);
  /** Words split at `separators`, one or several to a cell, each once. */
  const words = (column: Column, separators: RegExp) => [
    ...new Set(all(column).flatMap((cell) => cell.split(separators).filter(Boolean))),
  ];
  /** Issue keys (or ids). */
  const keys = (column: Column) => words(column, /[\s,]+/);
  const assignee = first('assignee') ?? first('assigneeId');
  return {
    row,
    key: first('key') ?? '',
    summary: first('summary') ?? '',
    description: markupText(first('description')),
    status: first('status'),
    statusCategory: first('statusCategory'),
    priority: first('priority'),
    assignee: assignee === null ? null : person(assignee),
    created: check.date('Created', first('created')),
    dueDate: check.date('Due date', first('dueDate')),
    startDate: check.date('Start date', first('startDate')),
    // Jira labels hold no spaces: a cell with several (one Labels column) separates them so.
    labels: words('labels', /\s+/),
    storyPoints: check.number('Story points', first('storyPoints')),
    rank: first('rank'),
    blocks: keys('blocks'),
    blockedBy: keys('blockedBy'),
    parent: first('parent'),
    subtasks: keys('subtasks'),
    comments: distinctIds(all('comments').map((cell, i) => comment(cell, i, check))),
    worklogs: distinctIds(all('worklogs').flatMap((cell, i) => worklog(cell, i, check) ?? [])),
  };
}

/** Jira's CSV export writes rich text in wiki markup. */
function markupText(cell: string | null): string | null {
  return cell === null ? null : wikiToMarkdown(cell);
}

/** A Comment cell: "date;author;body", the body possibly holding ";" and line breaks. */
function comment(cell: string, index: number, check: FieldCheck): JiraComment {
  const [date = '', author = '', ...body] = cell.split(';');
  if (body.length === 0)
    return { id: contentId([null, '', cell]), created: null, author: '', body: cell };
  const created = check.date(`Comment ${index + 1}'s date`, date);
  // The id from the text as written, so that comments imported before keep theirs.
  const text = body.join(';').trim();
  return {
    id: contentId([created, author, text]),
    created,
    author: author.trim(),
    body: wikiToMarkdown(text),
  };
}

/** A Log Work cell: "comment;date;author;seconds", the comment possibly holding ";". */
function worklog(cell: string, index: number, check: FieldCheck): JiraWorklog | null {
  const parts = cell.split(';');
  const [date = '', author = '', seconds = ''] = parts.length < 4 ? [] : parts.slice(-3);
  const started = parseJiraDate(date);
  if (!started || !/^\d+$/.test(seconds.trim())) {
    check.fail(`Log Work ${index + 1} "${cell}" is not "comment;date;author;seconds"`);
    return null;
  }
  const comment = parts.slice(0, -3).join(';').trim();
  const name = author.trim();
  const spent = Number(seconds);
  return {
    id: contentId([started, name, spent, comment]),
    started,
    author: person(name),
    seconds: spent,
    comment,
  };
}
