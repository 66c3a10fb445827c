import type { Task } from '@teamboard/shared';
import { useId, useState } from 'react';
import { CommentsSection } from '../../../features/comments/components/comments-section';
import { TaskActivityList } from '../../../features/task-activity/components/task-activity-list';
import { TimeEntriesSection } from '../../../features/time-tracking/components/time-entries-section';
import { cn } from '../../../lib/class-names';

const TABS = ['Comments', 'Activity', 'Time'] as const;
type Tab = (typeof TABS)[number];

/** The task's discussion, history and logged time, one at a time. */
export function TaskPanelTabs({ task }: { task: Task }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('Comments');
  return (
    <section className="space-y-3">
      <div
        role="tablist"
        aria-label="Task discussion"
        className="flex gap-1 border-b border-neutral-200 dark:border-neutral-800"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            onClick={() => setTab(name)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              tab === name
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'Comments' ? (
          <CommentsSection task={task} />
        ) : tab === 'Time' ? (
          <TimeEntriesSection task={task} />
        ) : (
          // Remounted when the server saved a change, so the history is fetched again.
          <TaskActivityList key={task.updatedAt} taskId={task._id} />
        )}
      </div>
    </section>
  );
}
