import type { BoardReport, BoardReportQuery } from '@teamboard/shared/board-report';
import type { AppContext } from '../../context';
import { boardFlow } from './board-flow.json.repo';
import { boardTime } from './board-time.json.repo';

/** A board's reports over `from`..`to` (UTC days): history and time, each one statement. */
export async function boardReport(
  ctx: AppContext,
  boardId: string,
  query: BoardReportQuery,
): Promise<BoardReport> {
  const [flow, time] = await Promise.all([
    boardFlow(ctx.db, boardId, query),
    boardTime(ctx.db, boardId, query),
  ]);
  return { from: query.from, to: query.to, ...flow, ...time };
}
