import { filtersSearch, type BoardFilters, type FilterKind } from '../board-filters/board-filters';
import type { DueDateBucket } from '../board-filters/due-date-bucket';
import { boardPath } from '../boards/board-labels';

/** What a count adds to the board's filters: one kind's values, "is" or "is not". */
export interface CountFilter {
  kind: FilterKind;
  values: string[];
  negated?: boolean;
}

const LEVELS = ['1', '2', '3', '4', '5'];

/** A priority or complexity count; level null (no complexity) is "is not" any level. */
export function levelFilter(kind: 'priority' | 'complexity', level: number | null): CountFilter {
  return level === null
    ? { kind, values: LEVELS, negated: true }
    : { kind, values: [String(level)] };
}

export const OVERDUE_FILTER: CountFilter = { kind: 'dueDates', values: ['overdue'] };

/**
 * The board's due date buckets hold no calendar week: today, tomorrow and next week (the 7 days
 * after tomorrow) is the nearest choice that holds every task due this week.
 */
const DUE_SOON: DueDateBucket[] = ['today', 'tomorrow', 'next-week'];
export const DUE_THIS_WEEK_FILTER: CountFilter = { kind: 'dueDates', values: DUE_SOON };

/**
 * The board (kanban) showing a count's tasks: the page's filters (kept in `search`) with the
 * count's kind replaced by its own values; without `filter`, the page's filters alone (a column's
 * count: the column is on the board).
 */
export function countLink(
  workspaceUrl: string,
  boardId: string,
  search: string,
  filters: BoardFilters,
  filter?: CountFilter,
): string {
  const next = filter
    ? {
        ...filters,
        kinds: {
          ...filters.kinds,
          [filter.kind]: { values: filter.values, negated: filter.negated ?? false },
        },
      }
    : filters;
  return `${boardPath(workspaceUrl, boardId)}${filtersSearch(search, next)}`;
}
