import { useSortable, type UseSortableArguments } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface SortableItemOptions extends Pick<UseSortableArguments, 'id' | 'data' | 'disabled'> {
  /** The placeholder's look while its item is dragged (the item itself follows the pointer). */
  draggingClass?: string;
}

/**
 * An item of a sortable list that moves only by its handle: `setNodeRef`, `style` and
 * `draggingClass` go on the item, `handleProps` on the handle. Translate, not Transform: items
 * of another size must not be stretched into the one they pass over.
 */
export function useSortableItem({
  id,
  data,
  disabled,
  draggingClass = 'opacity-40',
}: SortableItemOptions) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, data, disabled });
  return {
    setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    draggingClass: isDragging ? draggingClass : '',
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
