import type { BoardTask, Column } from '@teamboard/shared';
import { taskDays, taskMark, type TimelineScale } from './timeline-geometry';

/** The chart's rows grouped by the task's column or by its (first) assignee. */
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
  // One row per task: a task with several assignees is under the first one.
  const keyOf = (task: BoardTask) =>
    grouping === 'column' ? task.columnId : (task.assignees[0]?._id ?? '');
  for (const task of tasks) keyed.set(keyOf(task), [...(keyed.get(keyOf(task)) ?? []), task]);
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

/** Each task's row top, in the order the keyboard walks them (down the chart). */
export function rowTops(groups: readonly TimelineGroup[]): Map<string, number> {
  return new Map(
    groups.flatMap((group) =>
      group.tasks.map(
        (task, index) => [task._id, group.y + GROUP_HEIGHT + index * ROW_HEIGHT] as const,
      ),
    ),
  );
}

/** An arrow from a task's dependency to it; late when it starts before the dependency ends. */
export interface DependencyLink {
  key: string;
  /** The task that depends. */
  taskId: string;
  late: boolean;
  path: string;
}

/**
 * The arrows from each dependency's end to the start of the task that depends on it. Days count
 * whole: a task may start on the day its dependency is due; one starting earlier is late. A
 * dependency not on the chart (no dates, filtered out) draws nothing.
 */
export function dependencyLinks(
  tasks: readonly BoardTask[],
  tops: ReadonlyMap<string, number>,
  scale: TimelineScale,
): DependencyLink[] {
  const byId = new Map(tasks.map((task) => [task._id, task]));
  const links: DependencyLink[] = [];
  for (const task of tasks) {
    const mark = taskMark(task, scale);
    const top = tops.get(task._id);
    for (const dependencyId of task.dependencies) {
      const dependency = byId.get(dependencyId);
      const dependencyTop = tops.get(dependencyId);
      const dependencyMark = dependency && taskMark(dependency, scale);
      if (!mark || top === undefined || !dependencyMark || dependencyTop === undefined) continue;
      const x1 =
        dependencyMark.kind === 'bar' ? dependencyMark.x + dependencyMark.width : dependencyMark.x;
      const x2 = mark.x;
      const y1 = dependencyTop + ROW_HEIGHT / 2;
      const y2 = top + ROW_HEIGHT / 2;
      const { start, due } = taskDays(task);
      const ends = taskDays(dependency);
      links.push({
        key: `${dependencyId}>${task._id}`,
        taskId: task._id,
        late: (start ?? due ?? '') < (ends.due ?? ends.start ?? ''),
        path: `M ${x1} ${y1} h 8 V ${y2} H ${x2}`,
      });
    }
  }
  return links;
}
