import type { BoardTask } from '@teamboard/shared';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, type ComponentProps } from 'react';
import { useRevealRequested } from '../board-keys/use-reveal-requested';
import { TaskCard } from './task-card';
import { useActiveDragId } from './use-active-drag-id';
import { useRevealRecent } from './use-reveal-recent';

/** A column holding at least this many tasks renders only the cards in view. */
export const VIRTUAL_LIST_FROM = 60;
/** A typical card's height before it is measured, and the space between cards (gap-2). */
const CARD_ESTIMATE_PX = 96;
const CARD_GAP_PX = 8;
/** Cards rendered beyond each edge of the view, so keyboard moves find their next target. */
const OVERSCAN = 6;

interface VirtualTaskListProps {
  tasks: BoardTask[];
  properties: ComponentProps<typeof TaskCard>['properties'];
  draggable: boolean;
  /** The scrolling card area around the list. */
  viewport: HTMLElement | null;
}

/**
 * A long column: only the cards in (and near) view are rendered, each placed at its measured
 * offset. The column's SortableContext still lists every card, so a drop index is the card's
 * place in the whole list; the dragged card stays rendered while the column scrolls.
 */
export function VirtualTaskList({ tasks, properties, draggable, viewport }: VirtualTaskListProps) {
  const activeId = useActiveDragId();
  const activeIndex = activeId ? tasks.findIndex((task) => task._id === activeId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex === -1 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // TanStack Virtual is not built for the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => viewport,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => tasks[index]?._id ?? index,
    rangeExtractor,
  });
  const reveal = useCallback(
    (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    [virtualizer],
  );
  useRevealRecent(tasks, reveal);
  useRevealRequested(tasks, reveal);

  return (
    <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const task = tasks[item.index];
        return (
          task && (
            <TaskCard
              key={task._id}
              task={task}
              properties={properties}
              draggable={draggable}
              index={item.index}
              top={item.start}
              measure={virtualizer.measureElement}
            />
          )
        );
      })}
    </ul>
  );
}
