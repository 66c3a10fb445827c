import { eventLoopTurns } from '../event-loop-turns';
import {
  ExportRejected,
  type JiraComment,
  type JiraIssue,
  type JiraPerson,
  type JiraWorklog,
  type ParsedExport,
} from '../jira-issue';
import { adfToMarkdown, isAdfDocument } from './adf-markdown';
import { wikiToMarkdown } from './wiki-markdown';
import { contentId, distinctIds, FieldCheck, IssueRows, person } from './issue-rows';
import { parseJson, type SearchAnswer } from './search-answer';

/**
 * Jira's REST search answer ({"issues": [...]} from /rest/api/2/search or /rest/api/3/search) as
 * issues; an issue's row is its place in the list (1, 2…). Rich text comes as a string (API 2)
 * or as Atlassian Document Format (API 3).
 *
 * Story points, start date and rank are custom fields whose ids differ from one Jira site to
 * another. They are found by name when the answer names its fields (`expand=names`), else under
 * the ids Jira Cloud gives them (customfield_10016 story points, customfield_10019 rank), else
 * under plain names (storyPoints or story_points; startdate, startDate or "Start date"; rank).
 */

type Json = Record<string, unknown>;

interface CustomFields {
  storyPoints: string[];
  startDate: string[];
  rank: string[];
}

const NO_ISSUES_LIST =
  'This JSON file has no "issues" list: export the issues with Jira\'s REST search (/rest/api/3/search), which answers {"issues": [...]}';

/**
 * The answer's issues (see search-answer.ts), each parsed alone, with turns of the event loop
 * between them. They are read once the whole answer is in: the names map, which says where the
 * custom fields are, may come before or after them.
 */
export async function readJiraJson(answer: SearchAnswer, maxRows: number): Promise<ParsedExport> {
  if (answer.issues === null) throw new ExportRejected(NO_ISSUES_LIST);
  const names = object(answer.names === null ? null : parseJson(answer.names));
  const custom = customFields(names);
  const rows = new IssueRows(maxRows);
  const found = new Set<string>();
  const turn = eventLoopTurns();
  for (const [index, text] of answer.issues.entries()) {
    await turn();
    const raw = object(parseJson(text));
    const fields = object(raw.fields);
    for (const [id, value] of Object.entries(fields)) if (value !== null) found.add(id);
    readIssue(raw, fields, index + 1, custom, rows);
  }
  return rows.result('json', [...new Set([...found].map((id) => string(names[id]) ?? id))]);
}

function customFields(names: Json): CustomFields {
  const named = (...wanted: string[]) =>
    Object.keys(names).filter((id) => wanted.includes(string(names[id])?.toLowerCase() ?? ''));
  return {
    storyPoints: [
      ...named('story points', 'story point estimate'),
      'customfield_10016',
      'storyPoints',
      'story_points',
    ],
    startDate: [...named('start date'), 'startdate', 'startDate', 'Start date'],
    rank: [...named('rank'), 'customfield_10019', 'rank'],
  };
}

function readIssue(raw: Json, fields: Json, row: number, custom: CustomFields, rows: IssueRows) {
  const key = string(raw.key);
  const check = new FieldCheck();
  if (!key) check.fail('It has no issue key');
  const summary = string(fields.summary);
  if (!summary) check.fail('It has no summary');
  const links = array(fields.issuelinks).filter(
    (link) => string(object(link.type).name)?.toLowerCase() === 'blocks',
  );
  const issue: JiraIssue = {
    row,
    key: key ?? '',
    summary: summary ?? '',
    description: markdownOf(fields.description),
    status: string(object(fields.status).name),
    statusCategory: string(object(object(fields.status).statusCategory).key),
    priority: string(object(fields.priority).name),
    assignee: jsonPerson(fields.assignee),
    created: check.date('Created', string(fields.created)),
    dueDate: check.date('Due date', string(fields.duedate)),
    startDate: check.date('Start date', firstOf(fields, custom.startDate, string)),
    labels: [...new Set(list(fields.labels).flatMap((label) => string(label) ?? []))],
    storyPoints: firstOf(fields, custom.storyPoints, number),
    rank: firstOf(fields, custom.rank, string),
    blocks: links.flatMap((link) => string(object(link.outwardIssue).key) ?? []),
    blockedBy: links.flatMap((link) => string(object(link.inwardIssue).key) ?? []),
    parent: string(object(fields.parent).key),
    subtasks: array(fields.subtasks).flatMap((subtask) => string(subtask.key) ?? []),
    comments: distinctIds(
      array(object(fields.comment).comments).map((entry, i) => comment(entry, i, check)),
    ),
    worklogs: distinctIds(
      array(object(fields.worklog).worklogs).flatMap((entry, i) => worklog(entry, i, check) ?? []),
    ),
  };
  rows.add(row, key, check, issue);
}

function comment(entry: Json, index: number, check: FieldCheck): JiraComment {
  const created = check.date(`Comment ${index + 1}'s date`, string(entry.created));
  const author = jsonPerson(entry.author)?.name ?? '';
  const body = markdownOf(entry.body) ?? '';
  return { id: jiraId(entry.id) ?? contentId([created, author, body]), created, author, body };
}

function worklog(entry: Json, index: number, check: FieldCheck): JiraWorklog | null {
  const date = string(entry.started);
  const seconds = number(entry.timeSpentSeconds);
  if (date === null || seconds === null) {
    check.fail(`Worklog ${index + 1} has no start or no time spent`);
    return null;
  }
  const started = check.date(`Worklog ${index + 1}'s start`, date);
  if (started === null) return null;
  const author = jsonPerson(entry.author) ?? person('');
  const text = markdownOf(entry.comment) ?? '';
  const id = jiraId(entry.id) ?? contentId([started, author.name, seconds, text]);
  return { id, started, author, seconds, comment: text };
}

/** A Jira user: their display name (or email, or account id when that is all there is). */
function jsonPerson(value: unknown): JiraPerson | null {
  const user = object(value);
  const email = string(user.emailAddress);
  const name = string(user.displayName) ?? email ?? string(user.accountId) ?? string(user.name);
  return name === null ? null : person(name, email);
}

/** Markdown from a string (API 2: wiki markup) or an Atlassian document (API 3); null when none. */
function markdownOf(value: unknown): string | null {
  // REST API v3 answers ADF, v2 (and Jira Server) wiki markup.
  const text = isAdfDocument(value)
    ? adfToMarkdown(value)
    : wikiToMarkdown(string(value)?.trim() ?? '');
  return text === '' ? null : text;
}

/** The value of the first of these fields that has one of the wanted kind. */
function firstOf<T>(fields: Json, ids: string[], read: (value: unknown) => T | null): T | null {
  for (const id of ids) {
    const value = read(fields[id]);
    if (value !== null) return value;
  }
  return null;
}

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function array(value: unknown): Json[] {
  return list(value).map(object);
}

function string(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function jiraId(value: unknown): string | null {
  return typeof value === 'number' ? String(value) : string(value);
}
