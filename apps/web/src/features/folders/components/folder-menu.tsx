import type { Folder } from '@teamboard/shared';
import { Dropdown, MENU_ITEM_CLASSES } from '../../../components/ui/menu';

export type FolderAction = 'rename' | 'subfolder' | 'delete';

const ACTIONS: { action: FolderAction; label: string }[] = [
  { action: 'subfolder', label: 'New sub-folder' },
  { action: 'rename', label: 'Rename' },
  { action: 'delete', label: 'Delete' },
];

/** The "⋯" menu of a folder for those who may arrange folders. */
export function FolderMenu({
  folder,
  onPick,
}: {
  folder: Folder;
  onPick: (action: FolderAction) => void;
}) {
  return (
    <Dropdown
      label={`${folder.name} actions`}
      testId={`folder-menu-${folder._id}`}
      trigger={
        <>
          <span aria-hidden="true">⋯</span>
          <span className="sr-only">{folder.name} actions</span>
        </>
      }
      triggerClassName="rounded px-1.5 text-neutral-500 hover:bg-neutral-200 dark:hover:bg-neutral-800"
      panelClassName="right-0 w-44"
    >
      {(close) =>
        ACTIONS.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            className={MENU_ITEM_CLASSES}
            onClick={() => {
              close();
              onPick(action);
            }}
          >
            {label}
          </button>
        ))
      }
    </Dropdown>
  );
}
