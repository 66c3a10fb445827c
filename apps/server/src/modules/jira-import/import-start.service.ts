import type { ImportMapping, JiraImport, StatusCategory } from '@teamboard/shared/jira-import';
import type { AppContext } from '../../context';
import type { JiraImportRow } from '../../db/schema/index';
import { boardLabelNames, insertBoardLabel } from '../boards/board-labels.repo';
import type { BoardAccess } from '../boards/board.policy';
import { createColumn, listColumns } from '../columns/columns.service';
import { inviteMany } from '../invitations/invitations.service';
import type { Initiator } from '../../events/board-events';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../http/app-error';
import { authorizeImportInvitations } from './import.policy';
import { alreadyStarted, checkedMapping } from './import-mapping.service';
import { JIRA_IMPORT_JOB } from './jira-import.job';
import { presentImport } from './import.presenter';
import { updateImportIf, withFirstErrors } from './jira-imports.repo';
import { categoryRank, statusCategoryOf } from './status-category';
import type { AccessTokenClaims } from '../../http/caller';

/** New labels an import makes get this colour; admins recolour them as they like. */
const IMPORTED_LABEL_COLOR = '#6b7280';
const LABEL_NAME_MAX = 40;

/** Invites the people mapped to "invite", as members; the inviter must be allowed to invite. */
async function sendInvitations(
  ctx: AppContext,
  claims: AccessTokenClaims,
  access: BoardAccess,
  mapping: ImportMapping,
) {
  const emails = Object.values(mapping.people).flatMap((person) =>
    person.action === 'invite' ? [person.email] : [],
  );
  if (emails.length === 0) return;
  const membership = await authorizeImportInvitations(ctx.db, claims, access.board.workspaceId);
  await inviteMany(
    ctx,
    membership,
    [...new Set(emails)].map((email) => ({ email, role: 'member' as const })),
  );
}

/**
 * Each status's column: the one mapped to, or a new one (one per distinct new title) placed
 * among the board's columns by its status's category (To Do … In Progress … Done).
 */
async function resolveColumns(
  ctx: AppContext,
  access: BoardAccess,
  jiraImport: JiraImportRow,
  mapping: ImportMapping,
  initiator: Initiator,
): Promise<Record<string, string>> {
  const categories = new Map(
    jiraImport.preview.statuses.map((status) => [
      status.name,
      status.category ?? statusCategoryOf(status.name, null),
    ]),
  );
  const categoryOf = (status: string) => categories.get(status) ?? statusCategoryOf(status, null);
  const board = await placedColumns(ctx, access, mapping, categoryOf);
  const made = new Map<string, string>();
  const columns: Record<string, string> = {};
  for (const [status, target] of Object.entries(mapping.statuses)) {
    if ('columnId' in target) {
      columns[status] = target.columnId;
      continue;
    }
    const title = target.newColumn;
    let id = made.get(title.toLowerCase());
    if (!id) {
      const category = categoryOf(status);
      const column = await createColumn(
        ctx,
        access,
        { boardId: access.board.id, fields: { title }, position: placeFor(board, category) },
        initiator,
      );
      id = column._id;
      board.push({ position: column.position, rank: categoryRank(category) });
      board.sort((a, b) => a.position - b.position);
      made.set(title.toLowerCase(), id);
    }
    columns[status] = id;
  }
  return columns;
}

/**
 * The board's columns in order with the category each stands for: done for a done column, else
 * that of a status mapped to it, else what its title usually means.
 */
async function placedColumns(
  ctx: AppContext,
  access: BoardAccess,
  mapping: ImportMapping,
  categoryOf: (status: string) => StatusCategory,
): Promise<PlacedColumn[]> {
  const mapped = new Map<string, StatusCategory>();
  for (const [status, target] of Object.entries(mapping.statuses)) {
    if ('columnId' in target) mapped.set(target.columnId, categoryOf(status));
  }
  return (await listColumns(ctx.db, access.board.id)).map((column) => ({
    position: column.position,
    rank: categoryRank(
      column.isDone ? 'done' : (mapped.get(column._id) ?? statusCategoryOf(column.title, null)),
    ),
  }));
}

interface PlacedColumn {
  position: number;
  rank: number;
}

/** Just before the first column of a later category, else at the end. */
function placeFor(board: PlacedColumn[], category: StatusCategory): number | 'bottom' {
  const rank = categoryRank(category);
  const next = board.findIndex((column) => column.rank > rank);
  if (next === -1) return 'bottom';
  const after = board[next - 1]?.position ?? 0;
  return (after + (board[next]?.position ?? 0)) / 2;
}

/** Each Jira label's board label (by lowercase name), made when the board has none by that name. */
async function resolveLabels(
  ctx: AppContext,
  access: BoardAccess,
  jiraImport: JiraImportRow,
): Promise<Record<string, string>> {
  const existing = await boardLabelNames(ctx.db, access.board.id);
  const byName = new Map(existing.map((label) => [label.name.toLowerCase(), label.id]));
  const labels: Record<string, string> = {};
  for (const { name } of jiraImport.preview.labels) {
    const shortName = name.slice(0, LABEL_NAME_MAX);
    let id = byName.get(shortName.toLowerCase());
    if (!id) {
      const row = await insertBoardLabel(ctx.db, access.board.id, {
        name: shortName,
        color: IMPORTED_LABEL_COLOR,
      });
      if (!row) throw new Error(`board ${access.board.id} vanished while importing labels`);
      id = row.id;
      byName.set(shortName.toLowerCase(), id);
    }
    labels[name.toLowerCase()] = id;
  }
  return labels;
}

/**
 * Starts the import: checks the mapping again (the board may have changed since), invites whom
 * the mapping says, makes the new columns and labels, and wakes the background job for the rows.
 */
export async function startImport(
  ctx: AppContext,
  claims: AccessTokenClaims,
  access: BoardAccess,
  jiraImport: JiraImportRow,
  initiator: Initiator,
): Promise<JiraImport> {
  if (jiraImport.status !== 'preview') throw alreadyStarted();
  const mapping = await checkedMapping(ctx, access, jiraImport, jiraImport.mapping);
  await ctx.plans.assertPlanFeature(ctx.db, access.board.workspaceId, 'jiraImport');
  await sendInvitations(ctx, claims, access, mapping);
  const resolved = {
    columns: await resolveColumns(ctx, access, jiraImport, mapping, initiator),
    labels: await resolveLabels(ctx, access, jiraImport),
  };
  const started = await updateImportIf(ctx.db, jiraImport.id, ['preview'], {
    status: 'running',
    mapping,
    resolved,
    startedAt: ctx.clock.now(),
  }).catch((error: unknown) => {
    if (uniqueViolation(error) !== 'jira_imports_one_running_per_board') throw error;
    throw conflict('Another import of this project is running: wait for it to end, or cancel it');
  });
  if (!started) throw alreadyStarted();
  const presented = presentImport(await withFirstErrors(ctx.db, started));
  void ctx.jobs.kick(JIRA_IMPORT_JOB);
  return presented;
}

/** Stops an import between two batches: what was written stays, nothing more is. */
export async function cancelImport(
  ctx: AppContext,
  jiraImport: JiraImportRow,
): Promise<JiraImport> {
  const cancelled = await updateImportIf(ctx.db, jiraImport.id, ['preview', 'running'], {
    status: 'cancelled',
    finishedAt: ctx.clock.now(),
  });
  if (!cancelled) throw conflict('This import has already ended');
  return presentImport(await withFirstErrors(ctx.db, cancelled));
}
