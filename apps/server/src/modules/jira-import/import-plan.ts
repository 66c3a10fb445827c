import { MAX_TASK_DESCRIPTION_LENGTH } from '@teamboard/shared';
import { type ImportMapping } from '@teamboard/shared/jira-import';
import type { JiraIssue, JiraPerson } from './jira-issue';
import { personRef, statusOf } from './import-preview';
import { richTextFromMarkdown } from '../../rich-text/markdown';
import { plainTextOf } from '../../rich-text/plain-text';

const TITLE_MAX_LENGTH = 500;

/** What the mapping resolved to once the import started: ids on this board. */
export interface ResolvedMapping {
  mapping: ImportMapping;
  /** Each Jira status's column. */
  columns: Map<string, string>;
  /** Each Jira label's board label (by the label's name). */
  labels: Map<string, string>;
}

/** A task as one issue makes it (the people and the history come with it). */
export interface PlannedTask {
  row: number;
  key: string;
  title: string;
  description: string | null;
  columnId: string;
  priority: number;
  complexity: number | null;
  dueDate: string | null;
  startDate: string | null;
  created: string | null;
  labelIds: string[];
  assigneeIds: string[];
  comments: { importKey: string; created: string | null; content: string }[];
  worklogs: {
    importKey: string;
    userId: string;
    started: string;
    seconds: number;
    comment: string;
  }[];
}

export type Plan = { task: PlannedTask } | { error: string };

/** The member a Jira person is mapped to, if any. */
export function memberOf(mapping: ImportMapping, person: JiraPerson | null): string | null {
  if (!person) return null;
  const mapped = mapping.people[personRef(person)];
  return mapped?.action === 'member' ? mapped.userId : null;
}

function complexityOf(
  points: number | null,
  thresholds: ImportMapping['complexity'],
): number | null {
  if (points === null) return null;
  const level = thresholds.findIndex((threshold) => points <= threshold);
  return level === -1 ? 5 : level + 1;
}

/** A comment as the task shows it: who wrote it in Jira and when, then what they wrote. */
function commentText(comment: JiraIssue['comments'][number]): string {
  const when = comment.created ? ` on ${comment.created.slice(0, 10)}` : '';
  return `${comment.author}${when} in Jira:\n\n${comment.body}`;
}

/**
 * How an issue becomes a task under the mapping, or why it cannot (said so the row's error reads
 * well in the list). A task never starts after it is due: then the start date is left out.
 */
export function planTask(issue: JiraIssue, resolved: ResolvedMapping): Plan {
  const { mapping } = resolved;
  const title = issue.summary.trim();
  if (!title) return { error: 'The issue has no summary' };
  if (title.length > TITLE_MAX_LENGTH) {
    return { error: `The summary is longer than ${TITLE_MAX_LENGTH} characters` };
  }
  if ((issue.description?.length ?? 0) > MAX_TASK_DESCRIPTION_LENGTH) {
    return {
      error: `The description is longer than ${MAX_TASK_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters`,
    };
  }
  const columnId = resolved.columns.get(statusOf(issue));
  if (!columnId) return { error: `No column for the status "${statusOf(issue)}"` };
  const startsAfterDue =
    issue.startDate !== null && issue.dueDate !== null && issue.startDate > issue.dueDate;
  const assignee = memberOf(mapping, issue.assignee);
  return {
    task: {
      row: issue.row,
      key: issue.key,
      title,
      description: issue.description?.trim() ? richTextFromMarkdown(issue.description) : null,
      columnId,
      priority: issue.priority ? (mapping.priorities[issue.priority] ?? 1) : 1,
      complexity: complexityOf(issue.storyPoints, mapping.complexity),
      dueDate: issue.dueDate,
      startDate: startsAfterDue ? null : issue.startDate,
      created: issue.created,
      labelIds: [
        ...new Set(issue.labels.flatMap((label) => resolved.labels.get(label.toLowerCase()) ?? [])),
      ],
      assigneeIds: assignee ? [assignee] : [],
      comments: issue.comments.map((comment) => ({
        importKey: comment.id,
        created: comment.created,
        content: richTextFromMarkdown(commentText(comment).slice(0, 10_000)),
      })),
      worklogs: issue.worklogs.flatMap((worklog) => {
        const userId = memberOf(mapping, worklog.author);
        if (!userId || worklog.seconds <= 0) return [];
        return [
          {
            importKey: worklog.id,
            userId,
            started: worklog.started,
            seconds: Math.round(worklog.seconds),
            // A time entry's note is plain text.
            comment: plainTextOf(richTextFromMarkdown(worklog.comment)),
          },
        ];
      }),
    },
  };
}
