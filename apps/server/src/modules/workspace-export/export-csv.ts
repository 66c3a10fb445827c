import { toCsv } from '@teamboard/shared/report-csv';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import { plainTextOf } from '../../rich-text/plain-text';

/** A lookup by `_id`, for the names a CSV row shows instead of ids. */
function byId<T extends { _id: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((row) => [row._id, row]));
}

function groupNames(pairs: { taskId: string; name: string | undefined }[]): Map<string, string> {
  const grouped = new Map<string, string[]>();
  for (const { taskId, name } of pairs) {
    if (!name) continue;
    grouped.set(taskId, [...(grouped.get(taskId) ?? []), name]);
  }
  return new Map([...grouped].map(([taskId, names]) => [taskId, names.sort().join('; ')]));
}

/**
 * tasks.csv: one line per task, with names where the JSON has ids (a spreadsheet's view of the
 * workspace; the JSON files are what an import reads).
 */
export function tasksCsv(contents: ExportContents): string {
  const boards = byId(contents.boards);
  const columns = byId(contents.columns);
  const people = byId(contents.people);
  const labels = byId([...contents['board-labels'], ...contents['workspace-labels']]);
  const assignees = groupNames(
    contents['task-assignees'].map((row) => ({
      taskId: row.taskId,
      name: people.get(row.userId)?.name,
    })),
  );
  const labelNames = groupNames(
    [...contents['task-labels'], ...contents['task-workspace-labels']].map((row) => ({
      taskId: row.taskId,
      name: labels.get(row.labelId)?.name,
    })),
  );
  return toCsv({
    headers: [
      'Board',
      'Task',
      'Title',
      'Column',
      'Priority',
      'Complexity',
      'Start date',
      'Due date',
      'Assignees',
      'Labels',
      'Created by',
      'Created at',
      'Description',
    ],
    rows: contents.tasks.map((task) => {
      const board = boards.get(task.boardId);
      return [
        board?.title ?? '',
        board ? `${board.key}-${String(task.number)}` : String(task.number),
        task.title,
        columns.get(task.columnId)?.title ?? '',
        task.priority,
        task.complexity,
        task.startDate,
        task.dueDate,
        assignees.get(task._id) ?? '',
        labelNames.get(task._id) ?? '',
        task.createdBy ? (people.get(task.createdBy)?.name ?? '') : '',
        task.createdAt,
        // A spreadsheet reads the description's words, not its HTML.
        task.description === null ? '' : plainTextOf(task.description),
      ];
    }),
  });
}

/** time-entries.csv: one line per entry, hours and seconds both (a running timer: empty). */
export function timeEntriesCsv(contents: ExportContents): string {
  const boards = byId(contents.boards);
  const tasks = byId(contents.tasks);
  const people = byId(contents.people);
  return toCsv({
    headers: [
      'Board',
      'Task',
      'Task title',
      'Person',
      'Email',
      'Start',
      'Hours',
      'Seconds',
      'Description',
    ],
    rows: contents['time-entries'].map((entry) => {
      const task = tasks.get(entry.taskId);
      const board = task && boards.get(task.boardId);
      const person = people.get(entry.userId);
      return [
        board?.title ?? '',
        board ? `${board.key}-${String(task.number)}` : '',
        task?.title ?? '',
        person?.name ?? '',
        person?.email ?? '',
        entry.startTime,
        entry.duration === null ? null : Math.round((entry.duration / 3600) * 100) / 100,
        entry.duration,
        entry.description ?? '',
      ];
    }),
  });
}
