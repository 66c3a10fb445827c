import type { Column, PublicUser } from '@teamboard/shared';
import type {
  ImportMapping,
  ImportPerson,
  ImportPreviewIssue,
} from '@teamboard/shared/jira-import';
import { complexityName, priorityName } from '../tasks/task-labels';
import { complexityOf, personOf, personTarget, statusTarget } from './mapping-draft';

/** What the mappings turn an issue's fields into, given the board's columns and people. */
export interface PreviewContext {
  mapping: ImportMapping;
  columns: Column[];
  members: PublicUser[];
  people: ImportPerson[];
}

const NONE = '—';

const utcDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export function columnCell(status: string | null, { mapping, columns }: PreviewContext): string {
  if (status === null) return NONE;
  const target = statusTarget(mapping, status);
  const column =
    'newColumn' in target
      ? `${target.newColumn} (new)`
      : (columns.find((each) => each._id === target.columnId)?.title ?? 'Unknown column');
  return `${status} → ${column}`;
}

export function priorityCell(priority: string | null, { mapping }: PreviewContext): string {
  if (priority === null) return NONE;
  return `${priority} → ${priorityName(mapping.priorities[priority] ?? 1)}`;
}

export function assigneeCell(assignee: string | null, context: PreviewContext): string {
  if (assignee === null) return NONE;
  const person = personOf(context.people, assignee);
  if (!person) return assignee;
  const target = personTarget(context.mapping, person.ref);
  if (target.action === 'unassigned') return 'Unassigned';
  if (target.action === 'invite') return `${person.name} (invited)`;
  return context.members.find((member) => member._id === target.userId)?.name ?? person.name;
}

export function dueDateCell(dueDate: string | null): string {
  if (dueDate === null) return NONE;
  const time = Date.parse(dueDate);
  return Number.isNaN(time) ? dueDate : utcDay.format(time);
}

export function storyPointsCell(points: number | null, { mapping }: PreviewContext): string {
  if (points === null) return NONE;
  return `${points} (${complexityName(complexityOf(points, mapping.complexity))})`;
}

/** One preview row's cells, in the table's column order. */
export function previewCells(issue: ImportPreviewIssue, context: PreviewContext): string[] {
  return [
    issue.key,
    issue.title,
    columnCell(issue.status, context),
    priorityCell(issue.priority, context),
    assigneeCell(issue.assignee, context),
    issue.labels.join(', ') || NONE,
    dueDateCell(issue.dueDate),
    storyPointsCell(issue.storyPoints, context),
  ];
}

export const PREVIEW_HEADERS = [
  'Key',
  'Title',
  'Status → column',
  'Priority → level',
  'Assignee',
  'Labels',
  'Due date',
  'Story points',
];
