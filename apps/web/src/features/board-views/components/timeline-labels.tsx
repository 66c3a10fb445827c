import type { BoardTask } from '@teamboard/shared';
import { Link, useLocation } from 'react-router';
import { withParam } from '../../../lib/search-string';
import { GROUP_HEIGHT, ROW_HEIGHT, type TimelineGroup } from '../timeline-rows';

/** A task's key and title, opening its panel (?task=, filters kept). */
export function TaskLink({ task, className }: { task: BoardTask; className: string }) {
  const { search } = useLocation();
  return (
    <Link to={{ search: withParam(search, 'task', task.taskId) }} className={className}>
      <span className="text-neutral-500">{task.taskId}</span> {task.title}
    </Link>
  );
}

/** The chart's side: each group's name, and its tasks' keys and titles, linking to the task. */
export function TimelineLabels({
  groups,
  headerHeight,
}: {
  groups: readonly TimelineGroup[];
  headerHeight: number;
}) {
  return (
    <div className="w-56 shrink-0 border-r border-neutral-200 text-sm dark:border-neutral-800">
      <div style={{ height: headerHeight }} />
      {groups.map((group) => (
        <div key={group.key}>
          <h3
            style={{ height: GROUP_HEIGHT }}
            className="flex items-center bg-neutral-100 px-3 text-xs font-semibold text-neutral-600 uppercase dark:bg-neutral-900 dark:text-neutral-400"
          >
            {group.title}
          </h3>
          <ul>
            {group.tasks.map((task) => (
              <li key={task._id} style={{ height: ROW_HEIGHT }} className="flex items-center px-3">
                <TaskLink task={task} className="truncate hover:underline" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
