import type { BoardTask } from '@teamboard/shared';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  dayX,
  draggedDates,
  timelineTicks,
  type TimelineScale,
  type Zoom,
} from '../timeline-geometry';
import { TimelineBar } from './timeline-bar';
import {
  dependencyLinks,
  GROUP_HEIGHT,
  ROW_HEIGHT,
  timelineRows,
  type TimelineGroup,
  type TimelineRow,
} from '../timeline-rows';
import { TimelineLabels } from './timeline-labels';
import { useBarDrag } from '../use-bar-drag';

export const HEADER_HEIGHT = 32;

/** The head of a dependency's arrow. */
function ArrowHead({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 8 8"
      refX="7"
      refY="4"
      markerWidth="6"
      markerHeight="6"
      orient="auto"
    >
      <path d="M0 0 L8 4 L0 8 z" className={className} />
    </marker>
  );
}

interface TimelineChartProps {
  groups: readonly TimelineGroup[];
  scale: TimelineScale;
  zoom: Zoom;
  today: string;
  editable: boolean;
  onChange: (task: BoardTask, dates: ReturnType<typeof draggedDates>) => void;
  onOpen: (task: BoardTask) => void;
}

/** The key that moves the selection (-1 back, 1 on) or the selected bar by a day (shift). */
function arrowStep(key: string): -1 | 1 | 0 {
  if (key === 'ArrowUp' || key === 'ArrowLeft') return -1;
  if (key === 'ArrowDown' || key === 'ArrowRight') return 1;
  return 0;
}

/**
 * The Gantt chart: task titles down the side, the days across with today's line, a bar or dot
 * per task, arrows from each dependency. Arrow keys move the selection between bars, shift with
 * left or right moves the selected bar a day; bars drag with the pointer too.
 */
export function TimelineChart({
  groups,
  scale,
  zoom,
  today,
  editable,
  onChange,
  onOpen,
}: TimelineChartProps) {
  const rows = useMemo(() => timelineRows(groups), [groups]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = rows.find((row) => row.key === selectedKey) ?? rows[0];
  const drag = useBarDrag(scale, onChange);
  const { shown } = drag;
  const shownRows = useMemo(
    () => rows.map((row) => ({ ...row, task: shown(row.task) })),
    [rows, shown],
  );
  const links = dependencyLinks(shownRows, scale);
  const late = new Set(links.filter((link) => link.late).map((link) => link.rowKey));
  const chart = useRef<SVGSVGElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const focusTo = useRef<string | null>(null);

  // Opens on today, and again at each zoom.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = Math.max(0, dayX(scale, today) - 160);
  }, [zoom]); // eslint-disable-line react-hooks/exhaustive-deps -- not on every data change
  useEffect(() => {
    if (!focusTo.current) return;
    chart.current?.querySelector<SVGGElement>(`[data-bar="${focusTo.current}"]`)?.focus();
    focusTo.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, row: TimelineRow) => {
    const { task } = row;
    if (event.key === 'Enter') return onOpen(task);
    const step = arrowStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    if (event.shiftKey) {
      if (editable && event.key.startsWith('ArrowL')) onChange(task, draggedDates(task, 'bar', -1));
      if (editable && event.key.startsWith('ArrowR')) onChange(task, draggedDates(task, 'bar', 1));
      return;
    }
    const next = rows[rows.findIndex((each) => each.key === row.key) + step];
    if (!next) return;
    focusTo.current = next.key;
    setSelectedKey(next.key);
  };

  const height = groups.reduce(
    (sum, group) => sum + GROUP_HEIGHT + group.tasks.length * ROW_HEIGHT,
    0,
  );
  const width = scale.days * scale.dayWidth;
  const todayX = dayX(scale, today) + scale.dayWidth / 2;
  return (
    <div className="flex overflow-hidden rounded-lg border border-neutral-200 dark:border-neutral-800">
      <TimelineLabels groups={groups} headerHeight={HEADER_HEIGHT} />
      <div ref={scroller} className="min-w-0 flex-1 overflow-x-auto">
        <svg
          ref={chart}
          width={width}
          height={HEADER_HEIGHT + height}
          role="group"
          aria-label="Timeline"
          onPointerMove={drag.move}
          onPointerUp={drag.drop}
          onPointerCancel={drag.drop}
          className="block touch-none select-none"
        >
          <defs>
            <ArrowHead id="timeline-arrow" className="fill-neutral-400" />
            <ArrowHead id="timeline-arrow-late" className="fill-red-500" />
          </defs>
          {timelineTicks(scale, zoom).map((tick) => (
            <g key={tick.day} aria-hidden="true">
              <line
                x1={dayX(scale, tick.day)}
                x2={dayX(scale, tick.day)}
                y1={0}
                y2={HEADER_HEIGHT + height}
                className="stroke-neutral-200 dark:stroke-neutral-800"
              />
              <text x={dayX(scale, tick.day) + 3} y={20} className="fill-neutral-500 text-[11px]">
                {tick.label}
              </text>
            </g>
          ))}
          {groups.map((group) => (
            <rect
              key={group.key}
              x={0}
              y={HEADER_HEIGHT + group.y}
              width={width}
              height={GROUP_HEIGHT}
              aria-hidden="true"
              className="fill-neutral-100 dark:fill-neutral-900"
            />
          ))}
          <line
            x1={todayX}
            x2={todayX}
            y1={0}
            y2={HEADER_HEIGHT + height}
            data-testid="today-line"
            aria-hidden="true"
            className="stroke-red-500 stroke-2"
          />
          <g transform={`translate(0 ${HEADER_HEIGHT})`}>
            {links.map((link) => (
              <path
                key={link.key}
                d={link.path}
                data-late={link.late}
                aria-hidden="true"
                markerEnd={`url(#${link.late ? 'timeline-arrow-late' : 'timeline-arrow'})`}
                className={
                  link.late ? 'fill-none stroke-red-500 stroke-2' : 'fill-none stroke-neutral-400'
                }
              />
            ))}
            {shownRows.map((row) => (
              <TimelineBar
                key={row.key}
                rowKey={row.key}
                task={row.task}
                top={row.top}
                scale={scale}
                selected={row.key === selected?.key}
                late={late.has(row.key)}
                editable={editable}
                onGrab={drag.grab}
                onKeyDown={(event) => onKeyDown(event, row)}
                onSelect={() => setSelectedKey(row.key)}
                onOpen={onOpen}
              />
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}
