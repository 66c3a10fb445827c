import type { Board, Folder } from '@teamboard/shared';
import { Dropdown, MenuHeading, MenuItem } from '../../../components/ui/menu';
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
      panelClassName="w-56"
      align="end"
    >
      <MenuHeading>Move to</MenuHeading>
      {targets.map((target) => (
        <MenuItem
          key={target.id ?? 'root'}
          disabled={target.id === board.folderId}
          onSelect={() => moveTo(board, target.id, target.name)}
        >
          {target.label}
        </MenuItem>
      ))}
    </Dropdown>
  );
}
