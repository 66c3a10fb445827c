import type { BoardTask } from '@teamboard/shared';
import { useCallback, useRef, type ComponentProps } from 'react';
import { TaskCard } from './task-card';
import { useRevealRecent } from './use-reveal-recent';

interface PlainTaskListProps {
  tasks: BoardTask[];
  properties: ComponentProps<typeof TaskCard>['properties'];
  draggable: boolean;
}

/** A short column: every card rendered (its scrolling card area is the list's parent). */
export function PlainTaskList({ tasks, properties, draggable }: PlainTaskListProps) {
  const list = useRef<HTMLUListElement>(null);
  const reveal = useCallback((index: number) => {
    const area = list.current?.parentElement;
    const card = list.current?.children[index];
    if (!area || !(card instanceof HTMLElement)) return;
    const bottom = card.offsetTop + card.offsetHeight;
    if (card.offsetTop < area.scrollTop) area.scrollTop = card.offsetTop;
    else if (bottom > area.scrollTop + area.clientHeight)
      area.scrollTop = bottom - area.clientHeight;
  }, []);
  useRevealRecent(tasks, reveal);
  return (
    <ul ref={list} className="flex flex-col gap-2">
      {tasks.map((task) => (
        <TaskCard key={task._id} task={task} properties={properties} draggable={draggable} />
      ))}
    </ul>
  );
}
