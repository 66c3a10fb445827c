import { type PublicUser } from '@teamboard/shared';
import {
  DEFAULT_COMPLEXITY_THRESHOLDS,
  type ImportPreviewIssue,
  type JiraImport,
} from '@teamboard/shared/jira-import';

/** Test data: the board's columns (ids are UUIDs: the mapping's schema checks them). */
export const TODO_COLUMN = '7d0c1a52-0000-4000-8000-000000000001';
export const REVIEW_COLUMN = '7d0c1a52-0000-4000-8000-000000000002';

/** Test data: a board member the file's "Grace Hopper" matches by email. */
export const graceMember: PublicUser = {
  _id: '6a1f0000-0000-4000-8000-000000000002',
  name: 'Grace Hopper',
  username: 'grace',
  avatar: null,
};

/** Test data: the `n`th issue of the file (from 1), alternating statuses and priorities. */
export function buildPreviewIssue(n: number): ImportPreviewIssue {
  const even = n % 2 === 0;
  return {
    row: n + 1,
    key: `OPS-${n}`,
    title: `Issue number ${n}`,
    status: even ? 'In Progress' : 'To Do',
    priority: even ? 'High' : 'Medium',
    assignee: even ? 'Grace Hopper' : 'Linus',
    labels: even ? ['backend'] : [],
    dueDate: n === 1 ? '2026-03-04' : null,
    startDate: null,
    storyPoints: n === 1 ? 5 : null,
    comments: 0,
    worklogs: 0,
    description: null,
  };
}

/**
 * Test data: an import of `ops.csv` (25 issues, the first 20 in its preview) onto board-1 in
 * preview, with the mapping the server suggests: "To Do" to the To do column, "In Progress" to a new
 * column, Grace to the member, Linus (no email in the file) unassigned.
 */
export function buildImport(overrides: Partial<JiraImport> = {}): JiraImport {
  return {
    _id: 'imp-1',
    boardId: 'board-1',
    status: 'preview',
    fileName: 'ops.csv',
    total: 25,
    done: 0,
    created: 0,
    updated: 0,
    failed: 0,
    errors: [],
    preview: {
      format: 'csv',
      rows: 25,
      fields: ['Summary', 'Issue key', 'Status', 'Priority', 'Assignee', 'Labels', 'Due date'],
      issues: Array.from({ length: 20 }, (_, index) => buildPreviewIssue(index + 1)),
      statuses: [
        { name: 'To Do', count: 13 },
        { name: 'In Progress', count: 12 },
      ],
      priorities: [
        { name: 'High', count: 12 },
        { name: 'Medium', count: 13 },
      ],
      people: [
        { ref: 'grace@example.com', name: 'Grace Hopper', email: 'grace@example.com', count: 12 },
        { ref: 'Linus', name: 'Linus', email: null, count: 13 },
      ],
      labels: [{ name: 'backend', count: 12 }],
      hasStoryPoints: true,
    },
    mapping: {
      statuses: { 'To Do': { columnId: TODO_COLUMN }, 'In Progress': { newColumn: 'In Progress' } },
      priorities: { High: 3, Medium: 4 },
      people: {
        'grace@example.com': { action: 'member', userId: graceMember._id },
        Linus: { action: 'unassigned' },
      },
      complexity: DEFAULT_COMPLEXITY_THRESHOLDS,
    },
    createdAt: '2026-03-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}
