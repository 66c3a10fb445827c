import type { Board, Folder } from '@teamboard/shared';
import { Dropdown, MENU_ITEM_CLASSES, MenuHeading } from '../../../components/ui/menu';
import { cn } from '../../../lib/class-names';
import { folderOptions } from '../../folders/folder-tree';
import { useMoveBoardTo } from '../api/move-board';

/**
 * "Move to…": no folder or any folder (the board goes to its end); the current place is marked
 * and not offered. The keyboard and screen reader way to do what dropping on a folder does.
 */
export function MoveBoardMenu({ board, folders }: { board: Board; folders: Folder[] }) {
  const moveTo = useMoveBoardTo();
  const targets = [
    { id: null, label: 'No folder', name: 'No folder' },
    ...folderOptions(folders).map(({ folder, label }) => ({
      id: folder._id,
      label,
      name: folder.name,
    })),
  ];

  return (
    <Dropdown
      label={`Move ${board.title}`}
      testId={`move-${board._id}`}
      trigger="Move to…"
      triggerClassName="rounded px-2 py-1 text-xs font-medium text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
      panelClassName="right-0 w-56"
    >
      {(close) => (
        <>
          <MenuHeading>Move to</MenuHeading>
          {targets.map((target) => (
            <button
              key={target.id ?? 'root'}
              type="button"
              role="menuitem"
              disabled={target.id === board.folderId}
              className={cn(MENU_ITEM_CLASSES, 'disabled:opacity-50')}
              onClick={() => {
                close();
                moveTo(board, target.id, target.name);
              }}
            >
              {target.label}
            </button>
          ))}
        </>
      )}
    </Dropdown>
  );
}
