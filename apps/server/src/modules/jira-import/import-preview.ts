import {
  IMPORT_PREVIEW_ISSUES,
  type ImportPerson,
  type ImportPreview,
  type StatusCategory,
} from '@teamboard/shared/jira-import';
import type { JiraIssue, JiraPerson, ParsedExport } from './jira-issue';
import { statusCategoryOf } from './status-category';

const DESCRIPTION_PREVIEW = 200;

/** Issues with no status land where issues of this (made-up) status go. */
export const NO_STATUS = 'No status';
export const statusOf = (issue: JiraIssue): string => issue.status ?? NO_STATUS;

/** The key the people mapping knows a Jira person by: their email, else their name. */
export function personRef(person: JiraPerson): string {
  return person.email ? person.email.toLowerCase() : person.name;
}

/** Each distinct value with how many times it comes, most frequent first. */
function countsOf(values: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Everyone an issue names whom the import may map: its assignee and its worklogs' authors. */
function peopleOf(issues: JiraIssue[]): ImportPerson[] {
  const people = new Map<string, ImportPerson>();
  const see = (person: JiraPerson) => {
    const ref = personRef(person);
    const known = people.get(ref);
    if (known) known.count += 1;
    else people.set(ref, { ref, name: person.name, email: person.email, count: 1 });
  };
  for (const issue of issues) {
    if (issue.assignee) see(issue.assignee);
    for (const worklog of issue.worklogs) see(worklog.author);
  }
  return [...people.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Each status with its count and its category (as its first issue names it). */
function statusesOf(issues: JiraIssue[]): ImportPreview['statuses'] {
  const categories = new Map<string, StatusCategory>();
  for (const issue of issues) {
    const status = statusOf(issue);
    if (!categories.has(status))
      categories.set(status, statusCategoryOf(status, issue.statusCategory));
  }
  return countsOf(issues.map(statusOf)).map((status) => ({
    ...status,
    category: categories.get(status.name),
  }));
}

/** What the admin checks before starting: counts, the first issues, what needs mapping. */
export function previewOf(parsed: ParsedExport): ImportPreview {
  const { issues } = parsed;
  return {
    format: parsed.format,
    rows: issues.length,
    fields: parsed.fields,
    issues: issues.slice(0, IMPORT_PREVIEW_ISSUES).map((issue) => ({
      row: issue.row,
      key: issue.key,
      title: issue.summary,
      status: issue.status,
      priority: issue.priority,
      assignee: issue.assignee?.name ?? null,
      labels: issue.labels,
      dueDate: issue.dueDate,
      startDate: issue.startDate,
      storyPoints: issue.storyPoints,
      comments: issue.comments.length,
      worklogs: issue.worklogs.length,
      description: issue.description?.slice(0, DESCRIPTION_PREVIEW) ?? null,
    })),
    statuses: statusesOf(issues),
    priorities: countsOf(issues.flatMap((issue) => (issue.priority ? [issue.priority] : []))),
    people: peopleOf(issues),
    labels: countsOf(issues.flatMap((issue) => issue.labels)),
    hasStoryPoints: issues.some((issue) => issue.storyPoints !== null),
  };
}

/** Jira's rank orders a column; without one, the key's number does ("PROJ-9" before "PROJ-10"). */
export function writingOrder(issues: JiraIssue[]): JiraIssue[] {
  const keyNumber = (key: string) => Number(key.slice(key.lastIndexOf('-') + 1)) || 0;
  return [...issues].sort((a, b) => {
    if (a.rank !== null && b.rank !== null && a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
    if (a.rank !== null && b.rank === null) return -1;
    if (a.rank === null && b.rank !== null) return 1;
    return keyNumber(a.key) - keyNumber(b.key) || a.row - b.row;
  });
}
