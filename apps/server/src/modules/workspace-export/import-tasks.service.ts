import { randomBytes } from 'node:crypto';
import {
  EXPORTED_DURATION_MAX_SECONDS,
  type ExportContents,
} from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import type { taskActivity } from '../../db/schema/index';
import { importedCover, type ImportedFiles } from './import-attachments.service';
import { writeChecklists } from './import-checklists.service';
import { IdMap } from './import-ids';
import { toDate, toDateOrNull } from './import-dates';
import { insertAll } from './import-insert.repo';
import type { StructureIds } from './import-structure.service';
import { richText } from '../../rich-text/rich-text';

export interface ImportOptions {
  /** When the export was made: a timer running then comes in stopped at that time. */
  exportedAt: Date;
  importerId: string;
  /** False when the plan has no forms: they come in closed (opening one is checked). */
  formsOpen: boolean;
  /** The attached files, stored: a cover showing one points at its new copy. */
  files: ImportedFiles;
}

type ActivityData = (typeof taskActivity.$inferInsert)['data'];

/**
 * The tasks with their people, labels, links and checklists, comments and mentions, history,
 * time entries, forms and their submissions; answers the tasks' new ids. A timer still running
 * at export time comes in stopped at that time (this instance allows one running timer per
 * person, and that person may run one here).
 */
export async function writeTasks(
  tx: Database,
  contents: ExportContents,
  ids: StructureIds,
  options: ImportOptions,
): Promise<IdMap> {
  const taskIds = new IdMap('tasks.json', contents.tasks);
  const taskBoard = new Map(
    contents.tasks.map((row) => [row._id, ids.boards.of(row.boardId, 'tasks.json')]),
  );
  await insertAll(
    tx,
    'tasks',
    contents.tasks.map((row) => ({
      id: taskIds.of(row._id, 'tasks.json'),
      boardId: ids.boards.of(row.boardId, 'tasks.json'),
      columnId: ids.columns.of(row.columnId, 'tasks.json'),
      number: row.number,
      title: row.title,
      // An export file can be edited by hand: its rich text is cut down like any client's.
      description: row.description === null ? null : richText(row.description),
      position: row.position,
      priority: row.priority,
      complexity: row.complexity,
      dueDate: toDateOrNull(row.dueDate),
      startDate: toDateOrNull(row.startDate),
      cover: importedCover(row.cover, options.files),
      createdBy: ids.people.optional(row.createdBy),
      createdAt: toDate(row.createdAt),
      updatedAt: toDate(row.updatedAt),
      jiraKey: row.jiraKey,
    })),
  );
  const taskPeople = (rows: { taskId: string; userId: string }[], file: string) =>
    rows.map((row) => ({
      taskId: taskIds.of(row.taskId, file),
      userId: ids.people.of(row.userId, file),
    }));
  await insertAll(
    tx,
    'taskAssignees',
    taskPeople(contents['task-assignees'], 'task-assignees.json'),
  );
  await insertAll(tx, 'taskMembers', taskPeople(contents['task-members'], 'task-members.json'));
  await insertAll(
    tx,
    'taskLabels',
    contents['task-labels'].map((row) => ({
      taskId: taskIds.of(row.taskId, 'task-labels.json'),
      labelId: ids.boardLabels.of(row.labelId, 'task-labels.json'),
    })),
  );
  await insertAll(
    tx,
    'taskWorkspaceLabels',
    contents['task-workspace-labels'].map((row) => ({
      taskId: taskIds.of(row.taskId, 'task-workspace-labels.json'),
      labelId: ids.workspaceLabels.of(row.labelId, 'task-workspace-labels.json'),
    })),
  );
  await insertAll(
    tx,
    'taskLinks',
    contents['task-links'].map((row) => ({
      taskId: taskIds.of(row.taskId, 'task-links.json'),
      linkedTaskId: taskIds.of(row.linkedTaskId, 'task-links.json'),
      kind: row.kind,
    })),
  );
  await writeChecklists(tx, contents, ids.people, taskIds);
  const commentIds = await writeComments(tx, contents, ids, taskIds);
  await insertAll(
    tx,
    'taskActivity',
    contents['task-activity'].map((row) => ({
      taskId: taskIds.of(row.taskId, 'task-activity.json'),
      boardId: taskBoard.get(row.taskId) ?? '',
      actorId: ids.people.optional(row.actorId),
      type: row.type,
      data: activityData(row.data, { columns: ids.columns, comments: commentIds, tasks: taskIds }),
      createdAt: toDate(row.createdAt),
    })),
  );
  await insertAll(
    tx,
    'timeEntries',
    contents['time-entries'].map((row) => ({
      taskId: taskIds.of(row.taskId, 'time-entries.json'),
      boardId: taskBoard.get(row.taskId) ?? '',
      userId: ids.people.of(row.userId, 'time-entries.json'),
      startTime: toDate(row.startTime),
      duration: row.duration ?? runningFor(row.startTime, options.exportedAt),
      description: row.description,
      importKey: row.importKey,
      createdAt: toDate(row.createdAt),
      updatedAt: toDate(row.updatedAt),
    })),
  );
  await writeForms(tx, contents, ids, taskIds, options);
  return taskIds;
}

async function writeComments(
  tx: Database,
  contents: ExportContents,
  ids: StructureIds,
  taskIds: IdMap,
): Promise<IdMap> {
  const commentIds = new IdMap('comments.json', contents.comments);
  await insertAll(
    tx,
    'comments',
    contents.comments.map((row) => ({
      id: commentIds.of(row._id, 'comments.json'),
      taskId: taskIds.of(row.taskId, 'comments.json'),
      authorId: ids.people.optional(row.authorId),
      content: richText(row.content),
      createdAt: toDate(row.createdAt),
      editedAt: toDateOrNull(row.editedAt),
      importKey: row.importKey,
    })),
  );
  await insertAll(
    tx,
    'commentMentions',
    contents['comment-mentions'].map((row) => ({
      commentId: commentIds.of(row.commentId, 'comment-mentions.json'),
      userId: ids.people.of(row.userId, 'comment-mentions.json'),
    })),
  );
  return commentIds;
}

/**
 * A history line's ids of columns, comments and tasks (an item converted into one), made this
 * instance's (unknown ones left out).
 */
function activityData(
  data: Record<string, unknown>,
  maps: { columns: IdMap; comments: IdMap; tasks: IdMap },
): ActivityData {
  const { fromColumnId, toColumnId, commentId, convertedTaskId, ...mapped } = data;
  const put = (key: string, value: unknown, map: IdMap) => {
    const id = typeof value === 'string' ? map.optional(value) : null;
    if (id) mapped[key] = id;
  };
  put('fromColumnId', fromColumnId, maps.columns);
  put('toColumnId', toColumnId, maps.columns);
  put('commentId', commentId, maps.comments);
  put('convertedTaskId', convertedTaskId, maps.tasks);
  return mapped;
}

function runningFor(startTime: string, exportedAt: Date): number {
  const seconds = Math.floor((exportedAt.getTime() - new Date(startTime).getTime()) / 1000);
  return Math.min(EXPORTED_DURATION_MAX_SECONDS, Math.max(0, seconds));
}

/**
 * Forms with a new public link (a link names one form across an instance, and the old one may
 * still be live where it came from); their labels and assignees mapped, the ones gone left out.
 */
async function writeForms(
  tx: Database,
  contents: ExportContents,
  ids: StructureIds,
  taskIds: IdMap,
  { importerId, formsOpen }: ImportOptions,
): Promise<void> {
  const formIds = new IdMap('forms.json', contents.forms);
  // A form's labels may be its board's or its workspace's.
  const label = (exported: string | undefined) =>
    ids.boardLabels.optional(exported) ?? ids.workspaceLabels.optional(exported);
  const known = (map: IdMap, exported: string[]) =>
    exported.flatMap((each) => map.optional(each) ?? []);
  await insertAll(
    tx,
    'forms',
    contents.forms.map((row) => ({
      id: formIds.of(row._id, 'forms.json'),
      boardId: ids.boards.of(row.boardId, 'forms.json'),
      slug: `${row.slug.slice(0, 48)}-${randomBytes(4).toString('hex')}`,
      title: row.title,
      description: row.description,
      columnId: ids.columns.optional(row.columnId),
      fields: row.fields.map((field) => ({
        ...field,
        options: field.options.map(({ labelId, ...option }) => {
          const mapped = label(labelId);
          return mapped ? { ...option, labelId: mapped } : option;
        }),
      })),
      defaultLabels: row.defaultLabels.flatMap((each) => label(each) ?? []),
      // Only members can be assigned, and the importer is the only member an import makes.
      defaultAssignees: known(ids.people, row.defaultAssignees).filter((id) => id === importerId),
      thankYouMessage: row.thankYouMessage,
      isOpen: row.isOpen && formsOpen,
      createdBy: ids.people.optional(row.createdBy),
      createdAt: toDate(row.createdAt),
      updatedAt: toDate(row.updatedAt),
    })),
  );
  await insertAll(
    tx,
    'formSubmissions',
    contents['form-submissions'].map((row) => ({
      formId: formIds.of(row.formId, 'form-submissions.json'),
      taskId: taskIds.optional(row.taskId),
      answers: row.answers,
      createdAt: toDate(row.createdAt),
    })),
  );
}
