import type { BoardPreferences } from '@teamboard/shared';
import type { DragData } from './drag-data';
import { TaskCardBody } from './task-card-body';

interface DragPreviewProps {
  data: DragData;
  properties: readonly BoardPreferences['defaultCardProperties'][number][];
}

/**
 * What follows the pointer while dragging (in dnd-kit's overlay, sized like the dragged item): it
 * stays visible over other columns, which clip their own scrolled card lists.
 */
export function DragPreview({ data, properties }: DragPreviewProps) {
  if (data.type === 'task') {
    return (
      <div className="h-full w-full cursor-grabbing rounded-lg bg-white p-3 shadow-xl ring-2 ring-indigo-500 dark:bg-neutral-800">
        <TaskCardBody task={data.task} properties={properties} />
      </div>
    );
  }
  if (data.type === 'column') {
    return (
      <div className="h-full w-full cursor-grabbing rounded-xl bg-neutral-100 p-3 shadow-xl ring-2 ring-indigo-500 dark:bg-neutral-900">
        <p className="text-sm font-semibold">{data.column.title}</p>
      </div>
    );
  }
  return null;
}
