import { randomUUID } from 'node:crypto';
import { eq, type Table } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  attachments,
  boardLabels,
  boards,
  checklistItems,
  checklists,
  comments,
  taskAssignees,
  taskLabels,
  taskLinks,
  taskMembers,
  taskWorkspaceLabels,
  tasks,
  timeEntries,
  users,
  workspaceLabels,
} from '../db/schema/index';

/** The board the changes are made on, filled in by the test before its first case. */
export interface BoardListScene {
  db: () => Database;
  board: { id: string; columnId: string; workspaceId: string };
  /** A member of the board's workspace, to name in rows. */
  someone: string;
  taskIds: [string, string];
}

export interface Change {
  what: string;
  /** Rows the change needs, written first (whether they bump does not matter). */
  before?: () => Promise<unknown>;
  change: () => Promise<unknown>;
  /** The change alters every card: the changes since say so, and the list is built again. */
  resets?: true;
}

const newTaskId = randomUUID();
const labelId = randomUUID();
const workspaceLabelId = randomUUID();
const entryId = randomUUID();
const checklistId = randomUUID();
const itemId = randomUUID();
const commentId = randomUUID();
const attachmentId = randomUUID();

/**
 * Every change to a table that can alter what a board's task list shows. Rows stay with their
 * task and board: link rows are replaced, never re-pointed, and a task never changes boards.
 */
export function boardListChanges(scene: BoardListScene): [Table, Change[]][] {
  return [
    [
      tasks,
      [
        {
          what: 'a task added',
          change: () =>
            scene.db().insert(tasks).values({
              id: newTaskId,
              boardId: scene.board.id,
              columnId: scene.board.columnId,
              number: 99,
              title: 'Added',
              position: 99,
            }),
        },
        {
          what: 'a task renamed',
          change: () =>
            scene.db().update(tasks).set({ title: 'Renamed' }).where(eq(tasks.id, newTaskId)),
        },
        {
          what: 'a task deleted',
          change: () => scene.db().delete(tasks).where(eq(tasks.id, newTaskId)),
        },
      ],
    ],
    ...[taskAssignees, taskMembers].map((people): [Table, Change[]] => [
      people,
      [
        {
          what: 'a person added to a task',
          change: () =>
            scene.db().insert(people).values({ taskId: scene.taskIds[0], userId: scene.someone }),
        },
        {
          what: 'a person removed from a task',
          change: () => scene.db().delete(people).where(eq(people.taskId, scene.taskIds[0])),
        },
      ],
    ]),
    [
      taskLinks,
      [
        {
          what: 'a blocker added',
          change: () =>
            scene.db().insert(taskLinks).values({
              taskId: scene.taskIds[0],
              linkedTaskId: scene.taskIds[1],
              kind: 'blocker',
            }),
        },
        {
          what: 'a blocker removed',
          change: () => scene.db().delete(taskLinks).where(eq(taskLinks.taskId, scene.taskIds[0])),
        },
      ],
    ],
    [
      taskLabels,
      [
        {
          what: 'a label put on a task',
          before: () =>
            scene
              .db()
              .insert(boardLabels)
              .values({ id: labelId, boardId: scene.board.id, name: 'Bug', color: 'red' }),
          change: () => scene.db().insert(taskLabels).values({ taskId: scene.taskIds[0], labelId }),
        },
        {
          what: 'a label taken off a task',
          change: () =>
            scene.db().delete(taskLabels).where(eq(taskLabels.taskId, scene.taskIds[0])),
        },
      ],
    ],
    [
      boardLabels,
      [
        {
          what: 'a label on a task renamed',
          before: () => scene.db().insert(taskLabels).values({ taskId: scene.taskIds[0], labelId }),
          change: () =>
            scene
              .db()
              .update(boardLabels)
              .set({ name: 'Defect' })
              .where(eq(boardLabels.id, labelId)),
        },
        {
          what: 'a label on a task deleted',
          change: () => scene.db().delete(boardLabels).where(eq(boardLabels.id, labelId)),
        },
      ],
    ],
    [
      taskWorkspaceLabels,
      [
        {
          what: 'a workspace label put on a task',
          before: () =>
            scene.db().insert(workspaceLabels).values({
              id: workspaceLabelId,
              workspaceId: scene.board.workspaceId,
              name: 'Customer',
              color: 'blue',
            }),
          change: () =>
            scene
              .db()
              .insert(taskWorkspaceLabels)
              .values({ taskId: scene.taskIds[0], labelId: workspaceLabelId }),
        },
        {
          what: 'a workspace label taken off a task',
          change: () =>
            scene
              .db()
              .delete(taskWorkspaceLabels)
              .where(eq(taskWorkspaceLabels.taskId, scene.taskIds[0])),
        },
      ],
    ],
    [
      workspaceLabels,
      [
        {
          what: 'a workspace label on a task renamed',
          before: () =>
            scene
              .db()
              .insert(taskWorkspaceLabels)
              .values({ taskId: scene.taskIds[0], labelId: workspaceLabelId }),
          change: () =>
            scene
              .db()
              .update(workspaceLabels)
              .set({ name: 'Client' })
              .where(eq(workspaceLabels.id, workspaceLabelId)),
        },
        {
          what: 'a workspace label on a task deleted',
          change: () =>
            scene.db().delete(workspaceLabels).where(eq(workspaceLabels.id, workspaceLabelId)),
        },
      ],
    ],
    [
      timeEntries,
      [
        {
          what: 'a timer started',
          change: () =>
            scene.db().insert(timeEntries).values({
              id: entryId,
              taskId: scene.taskIds[0],
              boardId: scene.board.id,
              userId: scene.someone,
              startTime: new Date(),
            }),
        },
        {
          what: 'a timer stopped',
          change: () =>
            scene.db().update(timeEntries).set({ duration: 60 }).where(eq(timeEntries.id, entryId)),
        },
        {
          what: 'a time entry deleted',
          change: () => scene.db().delete(timeEntries).where(eq(timeEntries.id, entryId)),
        },
      ],
    ],
    [
      checklistItems,
      [
        {
          what: 'a checklist item added',
          before: () =>
            scene.db().insert(checklists).values({
              id: checklistId,
              taskId: scene.taskIds[0],
              title: 'Steps',
              position: 1024,
            }),
          change: () =>
            scene.db().insert(checklistItems).values({
              id: itemId,
              checklistId,
              taskId: scene.taskIds[0],
              title: 'Step',
              position: 1024,
            }),
        },
        {
          what: 'a checklist item ticked',
          change: () =>
            scene
              .db()
              .update(checklistItems)
              .set({ done: true })
              .where(eq(checklistItems.id, itemId)),
        },
        {
          what: 'a checklist item deleted',
          change: () => scene.db().delete(checklistItems).where(eq(checklistItems.id, itemId)),
        },
        {
          what: 'a checklist deleted with its items',
          before: () =>
            scene.db().insert(checklistItems).values({
              checklistId,
              taskId: scene.taskIds[0],
              title: 'Another step',
              position: 2048,
            }),
          change: () => scene.db().delete(checklists).where(eq(checklists.id, checklistId)),
        },
      ],
    ],
    [
      comments,
      [
        {
          what: 'a comment added',
          change: () =>
            scene.db().insert(comments).values({
              id: commentId,
              taskId: scene.taskIds[0],
              authorId: scene.someone,
              content: 'Looks good',
            }),
        },
        {
          what: 'a comment deleted',
          change: () => scene.db().delete(comments).where(eq(comments.id, commentId)),
        },
      ],
    ],
    [
      attachments,
      [
        {
          what: 'a file attached',
          change: () =>
            scene
              .db()
              .insert(attachments)
              .values({
                id: attachmentId,
                workspaceId: scene.board.workspaceId,
                taskId: scene.taskIds[1],
                name: 'notes.txt',
                size: 5,
                mimeType: 'text/plain',
                storageKey: `attachments/${scene.board.workspaceId}/${attachmentId}`,
              }),
        },
        {
          what: 'a file deleted',
          change: () => scene.db().delete(attachments).where(eq(attachments.id, attachmentId)),
        },
      ],
    ],
    [
      users,
      [
        {
          what: 'an assignee renamed',
          before: () =>
            scene
              .db()
              .insert(taskAssignees)
              .values({ taskId: scene.taskIds[0], userId: scene.someone }),
          change: () =>
            scene.db().update(users).set({ name: 'Renamed' }).where(eq(users.id, scene.someone)),
        },
      ],
    ],
    [
      boards,
      [
        {
          what: 'the board key changed (task ids show it)',
          change: () =>
            scene.db().update(boards).set({ key: 'NEW' }).where(eq(boards.id, scene.board.id)),
          resets: true,
        },
      ],
    ],
  ];
}
