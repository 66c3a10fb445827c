import type { Folder } from '@teamboard/shared';
import { ActionsMenu, type MenuAction } from '../../../components/ui/menu';

export type FolderAction = 'rename' | 'subfolder' | 'delete';

const ACTIONS: MenuAction<FolderAction>[] = [
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
    <ActionsMenu
      name={folder.name}
      testId={`folder-menu-${folder._id}`}
      actions={ACTIONS}
      onPick={onPick}
    />
  );
}
