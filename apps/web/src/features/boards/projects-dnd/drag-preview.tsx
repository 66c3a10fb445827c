import type { ProjectsDragData } from './drag-data';

/** What follows the pointer while a project or a folder is dragged (in dnd-kit's overlay). */
export function DragPreview({ data }: { data: ProjectsDragData }) {
  if (data.type === 'board') {
    return (
      <div className="h-full w-full cursor-grabbing rounded-xl bg-white p-4 shadow-xl ring-2 ring-indigo-500 dark:bg-neutral-900">
        <p className="truncate font-semibold">{data.board.title}</p>
        <p className="text-xs text-neutral-500">{data.board.key}</p>
      </div>
    );
  }
  if (data.type === 'folder') {
    return (
      <div className="cursor-grabbing truncate rounded-md bg-white px-3 py-1.5 text-sm font-medium shadow-xl ring-2 ring-indigo-500 dark:bg-neutral-900">
        {data.folder.name}
      </div>
    );
  }
  return null;
}
