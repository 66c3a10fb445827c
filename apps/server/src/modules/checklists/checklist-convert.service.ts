import type { Task } from '@teamboard/shared';
import type { AppContext } from '../../context';
import { announce, type Initiator } from '../../events/board-events';
import { boardViewersAmong } from '../boards/board.policy';
import { recordTaskActivity } from '../tasks/task-activity.repo';
import { notifyTaskChange } from '../tasks/task-notifications.service';
import { writeRelations } from '../tasks/task-relations.service';
import { readTask } from '../tasks/task.json.repo';
import { placeNewTask } from '../tasks/tasks.service';
import type { ChecklistItemAccess } from './checklist.policy';
import { announceChecklists } from './checklists.service';
import { deleteItemRow } from './checklists.repo';

/**
 * Turns a checklist item into a task of its own, at the bottom of its task's column, with the
 * item's text, assignee (while they still see the board) and due date. The item leaves the
 * checklist, and the task it came from now depends on the new one, so each links to the other.
 */
export async function convertItem(
  ctx: AppContext,
  { item, task, access }: ChecklistItemAccess,
  initiator: Initiator,
): Promise<Task> {
  const assignee = item.assigneeId;
  const stillSees =
    assignee !== null && (await boardViewersAmong(ctx.db, access.board, [assignee])).has(assignee);
  return ctx.db.transaction(async (tx) => {
    const { task: created } = await placeNewTask(
      tx,
      {
        boardId: task.boardId,
        columnId: task.columnId,
        position: 'bottom',
        fields: {
          title: item.title,
          assignees: assignee && stillSees ? [assignee] : [],
          dueDate: item.dueDate?.toISOString() ?? null,
        },
        createdBy: access.user.id,
      },
      initiator,
    );
    const parent = await readTask(tx, task.id);
    await writeRelations(tx, task.boardId, task.id, {
      dependencies: [...parent.dependencies, created._id],
    });
    await deleteItemRow(tx, item.id);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'checklist_item_converted',
      data: { item: item.title, convertedTaskId: created._id },
    });
    await announce(tx, initiator, task.boardId, 'TASK_UPDATED', {
      task: await readTask(tx, task.id),
    });
    await announceChecklists(tx, initiator, task);
    await notifyTaskChange(ctx, tx, { access, task: created, assigneesBefore: [] });
    return created;
  });
}
