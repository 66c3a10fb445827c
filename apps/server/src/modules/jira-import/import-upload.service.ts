import type { JiraImport } from '@teamboard/shared/jira-import';
import type { AppContext } from '../../context';
import type { BoardAccess } from '../boards/board.policy';
import { columnsOfBoard } from '../columns/columns.repo';
import type { ParsedExport, UnlistedProblems } from './jira-issue';
import { previewOf, writingOrder } from './import-preview';
import { presentImport } from './import.presenter';
import { boardPeople, insertImport, withFirstErrors, type StoredRow } from './jira-imports.repo';
import { suggestedMapping } from './suggested-mapping';

/**
 * Every row of the file in the order the job will write them (Jira's rank, then key number),
 * then the rows the parser could not read (a key seen twice among them), each with its error,
 * and one line for those past the ones listed.
 */
function storedRows(parsed: ParsedExport): StoredRow[] {
  const ordered = writingOrder(parsed.issues).map((issue) => ({
    row: issue.row,
    key: issue.key,
    issue,
    error: null,
  }));
  const refused = parsed.problems.map((problem) => ({
    row: problem.row,
    key: problem.key,
    issue: null,
    error: problem.message,
  }));
  const unlisted = parsed.unlisted ? [unlistedRow(parsed.unlisted)] : [];
  return [...ordered, ...refused, ...unlisted].map((row, index) => ({ ...row, seq: index + 1 }));
}

/** The rows past the listed ones, as one error on the first of them. */
function unlistedRow({ rows, fromRow }: UnlistedProblems): Omit<StoredRow, 'seq'> {
  const count = rows.toLocaleString('en-US');
  return {
    row: fromRow,
    key: null,
    issue: null,
    error: `${count} more rows from row ${fromRow.toLocaleString('en-US')} on could not be read either (not listed one by one)`,
  };
}

/** Keeps what the file holds with a preview and a suggested mapping: nothing is written yet. */
export async function createImport(
  ctx: AppContext,
  access: BoardAccess,
  fileName: string,
  parsed: ParsedExport,
): Promise<JiraImport> {
  const rows = storedRows(parsed);
  const preview = previewOf(parsed);
  const columns = await columnsOfBoard(ctx.db, access.board.id);
  const mapping = suggestedMapping(preview, {
    columns: columns.map((column) => ({ id: column.id, title: column.title })),
    people: await boardPeople(ctx.db, access.board),
  });
  const failed = parsed.problems.length + (parsed.unlisted?.rows ?? 0);
  const created = await insertImport(
    ctx.db,
    {
      boardId: access.board.id,
      createdBy: access.user.id,
      fileName: fileName.slice(0, 255),
      format: parsed.format,
      total: parsed.issues.length + failed,
      done: failed,
      failed,
      preview,
      mapping,
    },
    rows,
  );
  return presentImport(await withFirstErrors(ctx.db, created));
}
