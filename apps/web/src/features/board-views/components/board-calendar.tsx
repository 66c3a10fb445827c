import type { BoardTask } from '@teamboard/shared';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useBoardPreferences } from '../../boards/api/get-board-preferences';
import { QueryFailure } from '../../boards/components/query-failure';
import { useCurrentBoard } from '../../boards/current-board';
import { useDueTasks } from '../../tasks/api/get-due-tasks';
import { useTasks } from '../../tasks/api/get-tasks';
import { noteDrop } from '../../tasks/components/drop-click-guard';
import { errorMessage } from '../../../lib/api-error';
import { useUtcToday } from '../../../lib/use-utc-today';
import { useFilteredTasks } from '../use-filtered-tasks';
import {
  dayRange,
  localeWeekStart,
  shiftAnchor,
  tasksByDueDay,
  visibleDays,
  type CalendarMode,
} from '../calendar-days';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarDay } from './calendar-day';
import type { CalendarDragData } from './calendar-task';
import { CalendarToolbar } from './calendar-toolbar';
import { UnscheduledTasks } from './unscheduled-tasks';
import { useDropOnDay } from '../use-drop-on-day';

const NO_TASKS: BoardTask[] = [];
const MONTH_TITLE = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const WEEK_TITLE = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const WEEKDAY = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });

/** The day under the pointer, however tall the card; a keyboard drag goes by the card's place. */
const dayUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The board's tasks on a month or week grid, each on its due date's UTC day, the filters applied,
 * with the undated ones beside it. The days on screen are fetched first on their own (a big
 * board shows at once); the whole list, live through the board's room, takes over once in, and
 * only then can tasks be dragged to another day.
 */
export function BoardCalendar({ boardId }: { boardId: string }) {
  const { can } = useCurrentBoard();
  const today = useUtcToday();
  const [mode, setMode] = useState<CalendarMode>('month');
  const phone = useMediaQuery(PHONE_QUERY);
  const [anchor, setAnchor] = useState(today);
  const weekStart = useMemo(() => localeWeekStart(navigator.language), []);
  const days = useMemo(() => visibleDays(mode, anchor, weekStart), [mode, anchor, weekStart]);
  const range = useMemo(() => dayRange(days), [days]);

  const tasksQuery = useTasks(boardId);
  const dueQuery = useDueTasks(boardId, range, tasksQuery.data === undefined);
  const preferences = useBoardPreferences(boardId);
  const dropOnDay = useDropOnDay();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  const tasks = useFilteredTasks(
    boardId,
    tasksQuery.data?.tasks ?? dueQuery.data?.tasks ?? NO_TASKS,
  );
  const byDay = useMemo(() => tasksByDueDay(tasks, range), [tasks, range]);
  const undated = useMemo(() => tasks.filter((task) => !task.dueDate), [tasks]);

  if (tasksQuery.isError && !dueQuery.data) {
    return (
      <QueryFailure
        message={errorMessage(tasksQuery.error, 'Failed to fetch tasks')}
        retry={() => void tasksQuery.refetch()}
      />
    );
  }
  const properties = preferences.data?.preferences.defaultCardProperties ?? [];
  const draggable = tasksQuery.data !== undefined && can('board.work');
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    noteDrop();
    dropOnDay((active.data.current as CalendarDragData).task, over?.id);
  };
  const step = (by: -1 | 0 | 1) => setAnchor(by === 0 ? today : shiftAnchor(mode, anchor, by));
  const title =
    mode === 'month'
      ? MONTH_TITLE.format(asDate(anchor))
      : WEEK_TITLE.formatRange(asDate(range.from), asDate(range.to));
  const month = anchor.slice(0, 7);
  return (
    <DndContext sensors={sensors} collisionDetection={dayUnderPointer} onDragEnd={onDragEnd}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-3">
          <CalendarToolbar title={title} mode={mode} onMode={setMode} onStep={step} />
          {!tasksQuery.data && !dueQuery.data ? (
            <Spinner className="mx-auto size-6 text-indigo-600" />
          ) : phone ? (
            <CalendarAgenda
              days={days.filter((day) => mode === 'week' || day.startsWith(month))}
              byDay={byDay}
              properties={properties}
              draggable={draggable}
              today={today}
            />
          ) : (
            <div className="grid grid-cols-7 border-r border-b border-neutral-200 dark:border-neutral-800">
              {days.slice(0, 7).map((day) => (
                <div
                  key={day}
                  className="border-l border-neutral-200 px-2 py-1 text-xs font-medium text-neutral-500 dark:border-neutral-800"
                >
                  {WEEKDAY.format(asDate(day))}
                </div>
              ))}
              {days.map((day) => (
                <CalendarDay
                  key={day}
                  day={day}
                  tasks={byDay.get(day) ?? NO_TASKS}
                  properties={properties}
                  draggable={draggable}
                  isToday={day === today}
                  outside={mode === 'month' && !day.startsWith(month)}
                  layout={mode}
                />
              ))}
            </div>
          )}
        </div>
        <UnscheduledTasks tasks={undated} properties={properties} draggable={draggable} />
      </div>
    </DndContext>
  );
}
