import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { positionBetween, type ChecklistItem, type PublicUser } from '@teamboard/shared';
import { dragAnnouncements } from '../../../lib/dnd/drag-announcements';
import { useDragSensors } from '../../../lib/dnd/use-drag-sensors';
import { ChecklistItemRow } from './checklist-item-row';
import type { ItemActions } from './item-actions';

/** Where a dragged item lands: between its new neighbours, or nowhere new. */
function droppedPosition(items: ChecklistItem[], { active, over }: DragEndEvent): number | null {
  const from = items.findIndex((item) => item._id === active.id);
  const to = items.findIndex((item) => item._id === over?.id);
  if (from < 0 || to < 0 || from === to) return null;
  const moved = arrayMove(items, from, to);
  return positionBetween(moved[to - 1]?.position ?? null, moved[to + 1]?.position ?? null);
}

interface ChecklistItemsProps {
  items: ChecklistItem[];
  people: PublicUser[];
  actions: ItemActions | null;
}

/** A checklist's items in order, sorted by dragging their handles, or by keyboard. */
export function ChecklistItems({ items, people, actions }: ChecklistItemsProps) {
  const sensors = useDragSensors(sortableKeyboardCoordinates);
  const titleOf = (id: unknown) => items.find((item) => item._id === id)?.title ?? 'the item';
  const announcements = dragAnnouncements((entry) => titleOf(entry?.id));

  const onDragEnd = (event: DragEndEvent) => {
    const item = items.find((each) => each._id === event.active.id);
    const position = droppedPosition(items, event);
    if (item && position !== null) actions?.change(item, { position });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        <ul className="space-y-0.5">
          {items.map((item) => (
            <ChecklistItemRow key={item._id} item={item} people={people} actions={actions} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
