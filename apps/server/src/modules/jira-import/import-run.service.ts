import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { JiraImportRow } from '../../db/schema/index';
import { announce, systemInitiator } from '../../events/board-events';
import { writeIssueLinks } from './import-links.service';
import { planTask, type PlannedTask, type ResolvedMapping } from './import-plan';
import {
  endImportPhase,
  lockRunningImport,
  moveCursor,
  recordOutcomes,
  type RowOutcome,
} from './import-progress.repo';
import { writePlannedTasks } from './import-write.service';
import { claimRunningImport, findImport, nextRows, type StoredRow } from './jira-imports.repo';

/** Rows written per transaction (and per board refresh event). */
export const IMPORT_BATCH_ROWS = 500;
/** How long a process holds an import it works on before another may take it over. */
const LEASE_MS = 60_000;
const UNWRITABLE = 'This issue could not be written';

/** Every running import, batch after batch, until none is left to claim; answers the batches. */
export async function runImports(ctx: AppContext): Promise<number> {
  let batches = 0;
  for (;;) {
    const claimed = await claimImport(ctx);
    if (!claimed) return batches;
    while (await runImportBatch(ctx, claimed.id)) batches += 1;
  }
}

/** Takes a running import no other process holds, for this one; undefined when there is none. */
export async function claimImport(ctx: AppContext): Promise<JiraImportRow | undefined> {
  const now = ctx.clock.now();
  return claimRunningImport(ctx.db, now, new Date(now.getTime() + LEASE_MS));
}

/**
 * Writes the next batch of an import this process holds: whether it is still running after it.
 * Everything a batch does commits with the import's cursor, so a restart resumes exactly after
 * the last batch written.
 */
export async function runImportBatch(
  ctx: AppContext,
  importId: string,
  batchRows = IMPORT_BATCH_ROWS,
): Promise<boolean> {
  const jiraImport = await findImport(ctx.db, importId);
  if (jiraImport?.status !== 'running') return false;
  const rows = await nextRows(ctx.db, importId, jiraImport.cursor, batchRows);
  if (rows.length === 0) return endPhase(ctx, jiraImport);
  if (jiraImport.phase === 'links') await writeLinksBatch(ctx, jiraImport, rows);
  else await writeTasksBatch(ctx, jiraImport, rows);
  return true;
}

/** After the tasks come their links; after the links, the import is done (and not running). */
async function endPhase(ctx: AppContext, jiraImport: JiraImportRow): Promise<boolean> {
  const linksNext = jiraImport.phase === 'tasks';
  await endImportPhase(ctx.db, jiraImport.id, linksNext ? 'links' : 'done', ctx.clock.now());
  return linksNext;
}

/** A fresh lease on the import, from now. */
const leaseFrom = (ctx: AppContext) => new Date(ctx.clock.now().getTime() + LEASE_MS);

/** Where the import stands once these rows are written. */
const lastSeq = (jiraImport: JiraImportRow, rows: StoredRow[]) =>
  rows[rows.length - 1]?.seq ?? jiraImport.cursor;

function resolvedOf(jiraImport: JiraImportRow): ResolvedMapping {
  return {
    mapping: jiraImport.mapping,
    columns: new Map(Object.entries(jiraImport.resolved?.columns ?? {})),
    labels: new Map(Object.entries(jiraImport.resolved?.labels ?? {})),
  };
}

/**
 * Writes a batch of tasks in one transaction. Should it fail as a whole, each row is tried
 * alone, so one bad row fails by itself and never leaves anything half-written.
 */
async function writeTasksBatch(
  ctx: AppContext,
  jiraImport: JiraImportRow,
  rows: StoredRow[],
): Promise<void> {
  try {
    await ctx.db.transaction((tx) => writeTasks(ctx, tx, jiraImport, rows));
  } catch (error) {
    ctx.log.warn({ err: error, importId: jiraImport.id }, 'import batch failed: row by row');
    for (const row of rows) await writeRowAlone(ctx, jiraImport, row);
  }
}

async function writeRowAlone(ctx: AppContext, jiraImport: JiraImportRow, row: StoredRow) {
  try {
    await ctx.db.transaction((tx) => writeTasks(ctx, tx, jiraImport, [row]));
  } catch (error) {
    ctx.log.warn({ err: error, importId: jiraImport.id, row: row.row }, 'import row failed');
    await ctx.db.transaction(async (tx) => {
      if (!(await lockRunningImport(tx, jiraImport.id))) return;
      await recordProgress(ctx, tx, jiraImport, row.seq, [
        { row: row.row, outcome: 'failed', error: UNWRITABLE },
      ]);
    });
  }
}

async function writeTasks(
  ctx: AppContext,
  tx: Database,
  jiraImport: JiraImportRow,
  rows: StoredRow[],
): Promise<void> {
  if (!(await lockRunningImport(tx, jiraImport.id))) return;
  const resolved = resolvedOf(jiraImport);
  const outcomes: RowOutcome[] = [];
  const planned: PlannedTask[] = [];
  for (const row of rows) {
    if (!row.issue) continue;
    const plan = planTask(row.issue, resolved);
    if ('error' in plan) outcomes.push({ row: row.row, outcome: 'failed', error: plan.error });
    else planned.push(plan.task);
  }
  const writer = { boardId: jiraImport.boardId, importerId: jiraImport.createdBy };
  const { written, refused } = await writePlannedTasks(tx, writer, planned);
  for (const each of written) {
    outcomes.push({ row: each.row, outcome: each.created ? 'created' : 'updated', error: null });
  }
  for (const each of refused)
    outcomes.push({ row: each.row, outcome: 'failed', error: each.message });
  await recordProgress(ctx, tx, jiraImport, lastSeq(jiraImport, rows), outcomes);
  await announce(tx, systemInitiator(writer.importerId ?? ''), writer.boardId, 'BOARD_REFRESHED', {
    reason: 'import',
  });
}

/** Each row's outcome, the import's counts and cursor, and a fresh lease: with the batch. */
async function recordProgress(
  ctx: AppContext,
  tx: Database,
  jiraImport: JiraImportRow,
  cursor: number,
  outcomes: RowOutcome[],
): Promise<void> {
  await recordOutcomes(tx, jiraImport.id, outcomes, cursor, leaseFrom(ctx));
}

/** The links phase: each issue's blockers and dependencies, once every task exists. */
async function writeLinksBatch(
  ctx: AppContext,
  jiraImport: JiraImportRow,
  rows: StoredRow[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockRunningImport(tx, jiraImport.id))) return;
    const added = await writeIssueLinks(
      tx,
      jiraImport.boardId,
      rows.flatMap((row) => row.issue ?? []),
    );
    await moveCursor(tx, jiraImport.id, lastSeq(jiraImport, rows), leaseFrom(ctx));
    if (added === 0) return;
    await announce(
      tx,
      systemInitiator(jiraImport.createdBy ?? ''),
      jiraImport.boardId,
      'BOARD_REFRESHED',
      { reason: 'import' },
    );
  });
}
