import type { SearchTask } from '@teamboard/shared';
import type { FoundTaskRow } from './search.repo';

/** A found task as the API answers it: its key, title, board and column, nothing more. */
export function presentFoundTask(row: FoundTaskRow): SearchTask {
  const taskId = `${row.board_key}-${row.number}`;
  return {
    _id: row.id,
    taskId,
    externalKey: row.jira_key === taskId ? null : row.jira_key,
    title: row.title,
    board: { _id: row.board_id, title: row.board_title },
    column: { _id: row.column_id, title: row.column_title },
  };
}
