import { useDroppable } from '@dnd-kit/core';
import { useMemo, type ReactNode } from 'react';
import { cn } from '../../../lib/class-names';
import { folderTargetId, type FolderDragData } from '../folder-drag';

interface FolderDropAreaProps {
  /** Null: "All projects", out of any folder. */
  folderId: string | null;
  /** How the folder is named when a project lands there ("No folder" for the top level). */
  name: string;
  /** Only for those who may arrange projects. */
  disabled: boolean;
  className?: string;
  children: ReactNode;
}

/** A row of the folder tree where a dragged project can be dropped to move it into that folder. */
export function FolderDropArea({
  folderId,
  name,
  disabled,
  className,
  children,
}: FolderDropAreaProps) {
  const data = useMemo(
    (): FolderDragData => ({ type: 'folder-target', folderId, name }),
    [folderId, name],
  );
  const { setNodeRef, isOver } = useDroppable({ id: folderTargetId(folderId), data, disabled });
  return (
    <div
      ref={setNodeRef}
      data-testid={`folder-target-${folderId ?? 'root'}`}
      className={cn('rounded-md', isOver && 'ring-2 ring-indigo-500', className)}
    >
      {children}
    </div>
  );
}
