import type { BoardTask } from '@teamboard/shared';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cn } from '../../../lib/class-names';
import { datesLabel, taskMark, type DragPart, type TimelineScale } from '../timeline-geometry';
import { ROW_HEIGHT } from '../timeline-rows';

interface TimelineBarProps {
  /** Its row's: a task under two assignees has a bar on each of its rows. */
  rowKey: string;
  task: BoardTask;
  top: number;
  scale: TimelineScale;
  selected: boolean;
  /** Starts before a task it depends on ends. */
  late: boolean;
  editable: boolean;
  onGrab: (event: PointerEvent<SVGElement>, task: BoardTask, part: DragPart) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
  onSelect: () => void;
  onOpen: (task: BoardTask) => void;
}

const HANDLE = 6;

/**
 * A task's bar (or dot): focusable, named by its title and dates; dragged whole or, for a bar,
 * by either end; double-click or Enter opens the task.
 */
export function TimelineBar({
  rowKey,
  task,
  top,
  scale,
  selected,
  late,
  editable,
  ...on
}: TimelineBarProps) {
  const mark = taskMark(task, scale);
  if (!mark) return null;
  const middle = top + ROW_HEIGHT / 2;
  const grab = (part: DragPart) => (event: PointerEvent<SVGElement>) => {
    event.stopPropagation();
    on.onGrab(event, task, part);
  };
  /** An end of the bar, grabbed to move that date alone. */
  const handle = (x: number, part: 'start' | 'end') => ({
    x,
    y: top + 8,
    width: HANDLE,
    height: ROW_HEIGHT - 16,
    className: 'cursor-ew-resize fill-transparent',
    'data-part': part,
    onPointerDown: grab(part),
  });
  const name = `${task.taskId} ${task.title}, ${datesLabel(task)}${late ? ', starts before a task it depends on ends' : ''}`;
  return (
    <g
      role="button"
      tabIndex={selected ? 0 : -1}
      aria-label={name}
      aria-current={selected || undefined}
      data-bar={rowKey}
      onKeyDown={on.onKeyDown}
      onFocus={on.onSelect}
      onDoubleClick={() => on.onOpen(task)}
      onPointerDown={editable ? grab('bar') : undefined}
      className={cn('outline-none', editable && 'cursor-grab')}
    >
      {mark.kind === 'bar' ? (
        <>
          <rect
            x={mark.x}
            y={top + 8}
            width={mark.width}
            height={ROW_HEIGHT - 16}
            rx={4}
            className={cn(
              late ? 'fill-red-500' : 'fill-indigo-500',
              selected && 'stroke-neutral-900 stroke-2 dark:stroke-white',
            )}
          />
          {editable && (
            <>
              <rect {...handle(mark.x, 'start')} />
              <rect {...handle(mark.x + mark.width - HANDLE, 'end')} />
            </>
          )}
        </>
      ) : (
        <circle
          cx={mark.x}
          cy={middle}
          r={7}
          className={cn(
            late ? 'fill-red-500' : 'fill-amber-500',
            selected && 'stroke-neutral-900 stroke-2 dark:stroke-white',
          )}
        />
      )}
    </g>
  );
}
