import { toSearch } from '../../lib/search-string';
import { DUE_DATE_BUCKETS } from './due-date-bucket';

/**
 * The board's filters live in the query string, each kind a comma-separated
 * list in its own parameter (`?priority=2,3&members=<user id>`). A kind is "is" (a task matches
 * one of the values) or "is not" (it matches none); the "is not" kinds are listed in `not`
 * (`&not=priority`). `q` is the search text. Every other parameter (`task`) is left alone.
 */
export const FILTER_KINDS = [
  'members',
  'labels',
  'priority',
  'complexity',
  'dueDates',
  'blockers',
  'dependencies',
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const SEARCH_PARAM = 'q';
export const NOT_PARAM = 'not';

export interface KindFilter {
  /** Empty when the kind does not filter. */
  values: string[];
  /** "is not": a task passes when it matches none of the values. */
  negated: boolean;
}

export interface BoardFilters {
  search: string;
  kinds: Record<FilterKind, KindFilter>;
}

const LEVELS = ['1', '2', '3', '4', '5'] as const;

/** The values a kind accepts, in the order they are written; null for ids (user, label, task). */
const ACCEPTED: Record<FilterKind, readonly string[] | null> = {
  members: null,
  labels: null,
  priority: LEVELS,
  complexity: LEVELS,
  dueDates: DUE_DATE_BUCKETS,
  blockers: null,
  dependencies: null,
};

function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `values` without unknown or repeated ones; levels and buckets in their natural order. */
export function cleanValues(kind: FilterKind, values: readonly string[]): string[] {
  const accepted = ACCEPTED[kind];
  const unique = [...new Set(values)];
  if (!accepted) return unique;
  return accepted.filter((value) => unique.includes(value));
}

export function readFilters(params: URLSearchParams): BoardFilters {
  const negated = new Set(splitList(params.get(NOT_PARAM)));
  const kinds = Object.fromEntries(
    FILTER_KINDS.map((kind) => [
      kind,
      { values: cleanValues(kind, splitList(params.get(kind))), negated: negated.has(kind) },
    ]),
  ) as Record<FilterKind, KindFilter>;
  return { search: params.get(SEARCH_PARAM) ?? '', kinds };
}

/** `params` with the filter parameters replaced by `filters` (in a fixed order, after the rest). */
export function writeFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [SEARCH_PARAM, ...FILTER_KINDS, NOT_PARAM]) next.delete(key);
  if (filters.search.trim()) next.set(SEARCH_PARAM, filters.search);
  for (const kind of FILTER_KINDS) {
    const values = cleanValues(kind, filters.kinds[kind].values);
    if (values.length > 0) next.set(kind, values.join(','));
  }
  const negated = FILTER_KINDS.filter((kind) => filters.kinds[kind].negated);
  if (negated.length > 0) next.set(NOT_PARAM, negated.join(','));
  return next;
}

/** The query string (`?…` or '') of `search` with its filters replaced by `filters`. */
export function filtersSearch(search: string, filters: BoardFilters): string {
  return toSearch(writeFilters(new URLSearchParams(search), filters));
}

/** How many kinds filter (have at least one value); the search is not counted. */
export function activeFilterCount(filters: BoardFilters): number {
  return FILTER_KINDS.filter((kind) => filters.kinds[kind].values.length > 0).length;
}

/** Whether any task could be hidden: a kind with values or a search text. */
export function isFiltering(filters: BoardFilters): boolean {
  return activeFilterCount(filters) > 0 || filters.search.trim() !== '';
}

export const NO_FILTERS: BoardFilters = readFilters(new URLSearchParams());

/** `filters` with one value of a kind switched on or off. */
export function toggleValue(filters: BoardFilters, kind: FilterKind, value: string): BoardFilters {
  const { values, negated } = filters.kinds[kind];
  const next = values.includes(value)
    ? values.filter((each) => each !== value)
    : [...values, value];
  return { ...filters, kinds: { ...filters.kinds, [kind]: { values: next, negated } } };
}

export function setNegated(
  filters: BoardFilters,
  kind: FilterKind,
  negated: boolean,
): BoardFilters {
  return {
    ...filters,
    kinds: { ...filters.kinds, [kind]: { ...filters.kinds[kind], negated } },
  };
}
