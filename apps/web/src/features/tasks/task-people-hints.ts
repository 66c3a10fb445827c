/** What a task's two lists of people mean, said wherever they are picked or filtered by. */
export const TASK_PEOPLE_HINTS = {
  assignees: 'The people who do the work.',
  members: 'People who follow it, without doing the work.',
  /** The board's "Members" filter matches either list. */
  filter: 'Tasks where the person is an assignee (does the work) or a member (follows it).',
} as const;
