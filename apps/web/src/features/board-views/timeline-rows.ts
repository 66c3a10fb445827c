import type { BoardTask, Column } from '@teamboard/shared';
import { taskDays, taskMark, type TimelineScale } from './timeline-geometry';

/** The chart's rows grouped by the task's column or by its assignees (under each of them). */
export type Grouping = 'column' | 'assignee';

export const ROW_HEIGHT = 36;
export const GROUP_HEIGHT = 28;

export interface TimelineGroup {
  key: string;
  title: string;
  /** Its tasks by first date (start, else due), then title. */
  tasks: BoardTask[];
  /** The top of its heading; its tasks' rows follow. */
  y: number;
}

const firstDay = (task: BoardTask) => {
  const { start, due } = taskDays(task);
  return start ?? due ?? '';
};

function byDate(a: BoardTask, b: BoardTask): number {
  return firstDay(a).localeCompare(firstDay(b)) || a.title.localeCompare(b.title);
}

function groupsOf(
  tasks: readonly BoardTask[],
  grouping: Grouping,
  columns: readonly Pick<Column, '_id' | 'title'>[],
): Omit<TimelineGroup, 'y'>[] {
  const keyed = new Map<string, BoardTask[]>();
  const add = (key: string, task: BoardTask) => keyed.set(key, [...(keyed.get(key) ?? []), task]);
  for (const task of tasks) {
    if (grouping === 'column') add(task.columnId, task);
    else if (task.assignees.length === 0) add('', task);
    else for (const user of task.assignees) add(user._id, task);
  }
  if (grouping === 'column') {
    return columns
      .filter((column) => keyed.has(column._id))
      .map((column) => ({
        key: column._id,
        title: column.title,
        tasks: keyed.get(column._id) ?? [],
      }));
  }
  const names = new Map(
    tasks.flatMap((task) => task.assignees.map((user) => [user._id, user.name])),
  );
  return [...keyed.keys()]
    .map((key) => ({ key, title: names.get(key) ?? 'Unassigned', tasks: keyed.get(key) ?? [] }))
    .sort((a, b) => Number(a.key === '') - Number(b.key === '') || a.title.localeCompare(b.title));
}

/** The groups, each with its tasks in date order and its place down the chart. */
export function timelineGroups(
  tasks: readonly BoardTask[],
  grouping: Grouping,
  columns: readonly Pick<Column, '_id' | 'title'>[],
): TimelineGroup[] {
  let y = 0;
  return groupsOf(tasks, grouping, columns).map((group) => {
    const placed = { ...group, tasks: [...group.tasks].sort(byDate), y };
    y += GROUP_HEIGHT + group.tasks.length * ROW_HEIGHT;
    return placed;
  });
}

/** A task's row in its group: a task under two assignees has a row under each. */
export interface TimelineRow {
  /** `{group key}/{task _id}`. */
  key: string;
  groupKey: string;
  task: BoardTask;
  top: number;
}

/** Every row with its top, in the order the keyboard walks them (down the chart). */
export function timelineRows(groups: readonly TimelineGroup[]): TimelineRow[] {
  return groups.flatMap((group) =>
    group.tasks.map((task, index) => ({
      key: `${group.key}/${task._id}`,
      groupKey: group.key,
      task,
      top: group.y + GROUP_HEIGHT + index * ROW_HEIGHT,
    })),
  );
}

/** An arrow from a task's dependency to it; late when it starts before the dependency ends. */
export interface DependencyLink {
  key: string;
  /** The row of the task that depends. */
  rowKey: string;
  late: boolean;
  path: string;
}

/** The row a dependency's arrow starts from: in the same group if it is there, else its first. */
function dependencyRow(
  rows: readonly TimelineRow[],
  row: TimelineRow,
  dependencyId: string,
): TimelineRow | undefined {
  const ofTask = rows.filter((each) => each.task._id === dependencyId);
  return ofTask.find((each) => each.groupKey === row.groupKey) ?? ofTask[0];
}

/**
 * The arrows from each dependency's end to the start of the task that depends on it, on every row
 * of that task. Days count whole: a task may start on the day its dependency is due; one
 * starting earlier is late. A dependency not on the chart (no dates, filtered out) draws nothing.
 */
export function dependencyLinks(
  rows: readonly TimelineRow[],
  scale: TimelineScale,
): DependencyLink[] {
  const links: DependencyLink[] = [];
  for (const row of rows) {
    const { task } = row;
    const mark = taskMark(task, scale);
    for (const dependencyId of task.dependencies) {
      const from = dependencyRow(rows, row, dependencyId);
      const dependencyMark = from && taskMark(from.task, scale);
      if (!mark || !from || !dependencyMark) continue;
      const x1 =
        dependencyMark.kind === 'bar' ? dependencyMark.x + dependencyMark.width : dependencyMark.x;
      const x2 = mark.x;
      const y1 = from.top + ROW_HEIGHT / 2;
      const y2 = row.top + ROW_HEIGHT / 2;
      const { start, due } = taskDays(task);
      const ends = taskDays(from.task);
      links.push({
        key: `${from.key}>${row.key}`,
        rowKey: row.key,
        late: (start ?? due ?? '') < (ends.due ?? ends.start ?? ''),
        path: `M ${x1} ${y1} h 8 V ${y2} H ${x2}`,
      });
    }
  }
  return links;
}
