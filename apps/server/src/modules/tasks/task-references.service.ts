import { coverAttachmentId, type TaskFields } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/app-error';
import { mentionedIdsIn } from '../../rich-text/mentions';
import { richText } from '../../rich-text/rich-text';
import { boardViewersAmong, type BoardAccess } from '../boards/board.policy';
import { assertUsableLabels } from '../boards/usable-labels.service';
import { coverCandidate } from './task-cover.repo';
import { boardTaskIdsAmong } from './tasks.repo';

/**
 * Everything a task points at must belong to its board: assignees, members and the people its
 * description mentions must be people who can see the board, labels the board's or its
 * workspace's, blockers and dependencies other tasks of it, and a cover that names an attachment
 * an image of the task itself. Run in the transaction that writes the task: the cover's
 * attachment stays put until it commits.
 */
export async function assertReferences(
  db: Database,
  access: BoardAccess,
  fields: TaskFields,
  taskId: string | null,
): Promise<void> {
  await assertPeople(db, access, fields.assignees, 'assignees');
  await assertPeople(db, access, fields.members, 'members');
  if (fields.description)
    await assertPeople(db, access, mentionedIdsIn(richText(fields.description)), 'description');
  await assertUsableLabels(db, access.board, fields.labels, 'labels');
  await assertLinkedTasks(db, access, fields.blockers, 'blockers', taskId);
  await assertLinkedTasks(db, access, fields.dependencies, 'dependencies', taskId);
  await assertCover(db, fields.cover, taskId);
}

/** How a refusal names the people of each field. */
const PEOPLE_FIELDS = {
  assignees: 'Assignees',
  members: 'Members',
  description: 'Mentions',
} as const;

async function assertPeople(
  db: Database,
  access: BoardAccess,
  userIds: string[] | undefined,
  field: keyof typeof PEOPLE_FIELDS,
): Promise<void> {
  if (!userIds || userIds.length === 0) return;
  const seeing = await boardViewersAmong(db, access.board, userIds);
  if (seeing.size === new Set(userIds).size) return;
  throw badRequest(`${PEOPLE_FIELDS[field]} must be people who can see this board`, [
    { field, message: 'Not on this board' },
  ]);
}

async function assertLinkedTasks(
  db: Database,
  access: BoardAccess,
  taskIds: string[] | undefined,
  field: 'blockers' | 'dependencies',
  taskId: string | null,
): Promise<void> {
  if (!taskIds || taskIds.length === 0) return;
  const label = field === 'blockers' ? 'Blockers' : 'Dependencies';
  if (taskId !== null && taskIds.includes(taskId))
    throw badRequest(`${label} cannot include the task itself`, [
      { field, message: 'A task cannot wait for itself' },
    ]);
  const found = await boardTaskIdsAmong(db, access.board.id, taskIds);
  if (found.length === new Set(taskIds).size) return;
  throw badRequest(`${label} must be tasks of this board`, [{ field, message: 'Unknown task' }]);
}

const COVER_NOT_OURS = 'The cover must be an image attached to this task';

/**
 * A cover naming an attachment: the attachment must be this task's (a new task has none yet) and
 * an image with a thumbnail, which is what the cover shows.
 */
async function assertCover(
  db: Database,
  cover: string | null | undefined,
  taskId: string | null,
): Promise<void> {
  const attachmentId = cover ? coverAttachmentId(cover) : null;
  if (attachmentId === null) return;
  const attachment = taskId === null ? undefined : await coverCandidate(db, attachmentId);
  if (attachment?.taskId !== taskId)
    throw badRequest(COVER_NOT_OURS, [{ field: 'cover', message: 'Not a file of this task' }]);
  if (attachment.thumbnailKey === null)
    throw badRequest('Only an image can be the cover: this file has no thumbnail', [
      { field: 'cover', message: 'Not an image' },
    ]);
}
