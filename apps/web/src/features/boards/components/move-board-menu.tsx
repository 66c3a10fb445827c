import type { Board, Folder } from '@teamboard/shared';
import { toast } from 'sonner';
import { Dropdown, MENU_ITEM_CLASSES, MenuHeading } from '../../../components/ui/menu';
import { cn } from '../../../lib/class-names';
import { reportOutcome } from '../../../lib/report-outcome';
import { folderOptions } from '../../folders/folder-tree';
import { useMoveBoard } from '../api/move-board';

/** "Move to…": no folder or any folder; the current place is marked and not offered. */
export function MoveBoardMenu({ board, folders }: { board: Board; folders: Folder[] }) {
  const move = useMoveBoard();
  const targets = [
    { id: null, label: 'No folder', name: 'No folder' },
    ...folderOptions(folders).map(({ folder, label }) => ({
      id: folder._id,
      label,
      name: folder.name,
    })),
  ];
  const moveTo = (folderId: string | null, name: string) =>
    reportOutcome(move.mutateAsync({ boardId: board._id, folderId }), 'Failed to move board', () =>
      toast.success(`Moved ${board.title} to ${name}`),
    );

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
                moveTo(target.id, target.name);
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
