import type { Task } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs, ToggleGroup } from 'radix-ui';
import { useEffect, useState } from 'react';
import { CommentsSection } from '../../../features/comments/components/comments-section';
import { invalidateTaskActivity } from '../../../features/task-activity/api/get-task-activity';
import { TimeEntriesSection } from '../../../features/time-tracking/components/time-entries-section';
import { cn } from '../../../lib/class-names';

const TABS = ['Activity', 'Time'] as const;
type Tab = (typeof TABS)[number];

const SHOWS = ['Comments', 'All'] as const;
type Shows = (typeof SHOWS)[number];

const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);
const isShows = (value: string): value is Shows => (SHOWS as readonly string[]).includes(value);

/**
 * The task's timeline (its comments, or everything that happened to it, newest last, with the
 * comment box at the end) and its logged time, one at a time. Radix Tabs: arrows move between
 * the tabs, Tab goes on into the panel.
 */
export function TaskPanelTabs({ task }: { task: Task }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('Activity');
  const [shows, setShows] = useState<Shows>('Comments');
  // A change the server saved (here or elsewhere) adds a line to the history.
  useEffect(() => {
    void invalidateTaskActivity(queryClient, task._id);
  }, [queryClient, task._id, task.updatedAt]);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => isTab(value) && setTab(value)}
      className="space-y-3"
    >
      <div className="flex items-end justify-between gap-2 border-b border-neutral-200 dark:border-neutral-800">
        <Tabs.List aria-label="Task discussion" className="flex gap-1">
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                tab === name
                  ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                  : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
              )}
            >
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tab === 'Activity' && (
          <ToggleGroup.Root
            type="single"
            aria-label="Show"
            value={shows}
            onValueChange={(value) => isShows(value) && setShows(value)}
            className="mb-1 flex gap-1"
          >
            {SHOWS.map((name) => (
              <ToggleGroup.Item
                key={name}
                value={name}
                className={cn(
                  'rounded px-2 py-1 text-xs font-medium',
                  shows === name
                    ? 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-white'
                    : 'text-neutral-600 hover:bg-neutral-100 dark:text-neutral-400 dark:hover:bg-neutral-800',
                )}
              >
                {name}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        )}
      </div>
      <Tabs.Content value="Activity">
        <CommentsSection task={task} withHistory={shows === 'All'} />
      </Tabs.Content>
      <Tabs.Content value="Time">
        <TimeEntriesSection task={task} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
