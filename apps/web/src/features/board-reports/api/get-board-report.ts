import {
  boardReportResponseSchema,
  type BoardReport,
  type BoardReportQuery,
} from '@teamboard/shared/board-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

export function getBoardReport(
  boardId: string,
  { from, to }: BoardReportQuery,
): Promise<{ report: BoardReport }> {
  return api.get(boardApiPath(boardId, 'reports'), boardReportResponseSchema, {
    query: { from, to },
  });
}

/** Every series of the board's reports over `from`..`to`; the last range stays shown meanwhile. */
export function useBoardReport(boardId: string, range: BoardReportQuery) {
  return useQuery({
    queryKey: [...boardQueryKey(boardId), 'reports', range.from, range.to],
    queryFn: () => getBoardReport(boardId, range),
    placeholderData: keepPreviousData,
  });
}
