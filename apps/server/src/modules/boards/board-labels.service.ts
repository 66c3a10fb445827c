import type { boardLabelInputSchema, Label, labelUpdateSchema } from '@teamboard/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { presentLabel } from '../workspaces/workspace.presenter';
import type { BoardAccess } from './board.policy';
import { deleteBoardLabel, insertBoardLabel, updateBoardLabel } from './board-labels.repo';

const labelNotFound = () => notFound('Label not found');

export async function createBoardLabel(
  ctx: AppContext,
  access: BoardAccess,
  fields: z.output<typeof boardLabelInputSchema>,
): Promise<Label> {
  const row = await insertBoardLabel(ctx.db, access.board.id, fields);
  if (!row) throw labelNotFound();
  return presentLabel(row);
}

/** 404 for a label that is not this board's. */
export async function changeBoardLabel(
  ctx: AppContext,
  access: BoardAccess,
  labelId: string,
  changes: z.output<typeof labelUpdateSchema>,
): Promise<Label> {
  const row = await updateBoardLabel(ctx.db, access.board.id, labelId, changes);
  if (!row) throw labelNotFound();
  return presentLabel(row);
}

/** 404 for a label that is not this board's. */
export async function removeBoardLabel(
  ctx: AppContext,
  access: BoardAccess,
  labelId: string,
): Promise<void> {
  if (!(await deleteBoardLabel(ctx.db, access.board.id, labelId))) throw labelNotFound();
}
