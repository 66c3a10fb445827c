import type { WorkspaceReportQueryInput } from '@teamboard/shared/workspace-report';
import { readRange, writeRange, type ReportRange } from '../board-reports/report-range';

/**
 * What a workspace report counts, as its page's query string says: the range (as the board
 * reports write it), `boards=a,b` and `members=c,d` (none: all the viewer may see).
 */
export interface ReportFilters {
  range: ReportRange;
  boardIds: string[];
  userIds: string[];
}

function readList(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '').split(',').filter(Boolean);
}

export function readFilters(params: URLSearchParams, today: string): ReportFilters {
  return {
    range: readRange(params, today),
    boardIds: readList(params, 'boards'),
    userIds: readList(params, 'members'),
  };
}

/** `params` with the filters written; an empty list is left out. Other parameters are kept. */
export function writeFilters(params: URLSearchParams, filters: ReportFilters): URLSearchParams {
  const next = writeRange(params, filters.range);
  const writeList = (key: string, ids: string[]) => {
    if (ids.length > 0) next.set(key, ids.join(','));
    else next.delete(key);
  };
  writeList('boards', filters.boardIds);
  writeList('members', filters.userIds);
  return next;
}

/** The API's query for the filters (`format` aside); empty lists are left out. */
export function reportQuery({ range, boardIds, userIds }: ReportFilters) {
  const query: WorkspaceReportQueryInput = { from: range.from, to: range.to };
  if (boardIds.length > 0) query.boardIds = boardIds.join(',');
  if (userIds.length > 0) query.userIds = userIds.join(',');
  return query;
}
