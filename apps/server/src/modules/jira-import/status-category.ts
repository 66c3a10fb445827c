import { STATUS_CATEGORIES, type StatusCategory } from '@teamboard/shared/jira-import';

/**
 * Jira's category names and keys as exports write them: CSV "Status Category" gives the name
 * ("To Do"), the REST API's statusCategory the key ("new", "indeterminate", "done").
 */
const NAMED: Record<string, StatusCategory> = {
  'to do': 'todo',
  new: 'todo',
  'in progress': 'inProgress',
  indeterminate: 'inProgress',
  done: 'done',
  complete: 'done',
};

/** Status (or column) names whose category goes without saying; any other is work under way. */
const USUAL_TODO = /^(to ?do|open|backlog|new|selected for development|ready)$/i;
const USUAL_DONE = /^(done|closed|resolved|complete(d)?|released|shipped|cancel(l)?ed)$/i;

/** The category a status is in: as the file says, else as its name usually means. */
export function statusCategoryOf(status: string, named: string | null): StatusCategory {
  const said = named ? NAMED[named.trim().toLowerCase()] : undefined;
  if (said) return said;
  if (USUAL_TODO.test(status.trim())) return 'todo';
  if (USUAL_DONE.test(status.trim())) return 'done';
  return 'inProgress';
}

/** Where a category comes on a board, left to right. */
export const categoryRank = (category: StatusCategory): number =>
  STATUS_CATEGORIES.indexOf(category);
