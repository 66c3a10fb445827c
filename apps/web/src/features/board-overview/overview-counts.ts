import { COMPLEXITY_NAMES, PRIORITY_NAMES, type BoardTask, type Column } from '@teamboard/shared';
import { utcDay, utcWeekEnd } from '../../lib/utc-day';

export interface LevelCount {
  /** 1-5; null: the tasks with no level (complexity only). */
  level: number | null;
  name: string;
  count: number;
}

export interface OverviewCounts {
  total: number;
  byColumn: { column: Column; count: number }[];
  byPriority: LevelCount[];
  byComplexity: LevelCount[];
  /** Open tasks (not in a done column) due before today. */
  overdue: number;
  /** Open tasks due from today to this week's Sunday. */
  dueThisWeek: number;
}

function levelCounts(names: Record<number, string>, levels: (number | null)[]): LevelCount[] {
  const counts = new Map<number | null, number>();
  for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1);
  return Object.entries(names).map(([level, name]) => ({
    level: Number(level),
    name,
    count: counts.get(Number(level)) ?? 0,
  }));
}

/**
 * The overview's counts of `tasks` (the board's, already filtered): per column in board order,
 * per priority and complexity in the spec's names (complexity also "None"), overdue and due this
 * week. Due dates count by their UTC day against `today` (a UTC day), weeks run Monday to Sunday,
 * and a task in a done column is neither overdue nor due.
 */
export function overviewCounts(
  tasks: BoardTask[],
  columns: Column[],
  today: string,
): OverviewCounts {
  const perColumn = new Map<string, number>();
  for (const task of tasks) perColumn.set(task.columnId, (perColumn.get(task.columnId) ?? 0) + 1);
  const done = new Set(columns.filter((column) => column.isDone).map((column) => column._id));
  const weekEnd = utcWeekEnd(today);
  let overdue = 0;
  let dueThisWeek = 0;
  for (const task of tasks) {
    if (task.dueDate === null || done.has(task.columnId)) continue;
    const day = utcDay(task.dueDate);
    if (day < today) overdue += 1;
    else if (day <= weekEnd) dueThisWeek += 1;
  }
  const complexities = tasks.map((task) => task.complexity);
  return {
    total: tasks.length,
    byColumn: columns.map((column) => ({ column, count: perColumn.get(column._id) ?? 0 })),
    byPriority: levelCounts(
      PRIORITY_NAMES,
      tasks.map((task) => task.priority),
    ),
    byComplexity: [
      ...levelCounts(COMPLEXITY_NAMES, complexities),
      { level: null, name: 'None', count: complexities.filter((level) => level === null).length },
    ],
    overdue,
    dueThisWeek,
  };
}
