import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { sideLinkClasses } from '../../../components/ui/nav-styles';
import { cn } from '../../../lib/class-names';
import { useSortableItem } from '../../../lib/dnd/use-sortable-item';
import { useCreateFolder } from '../api/create-folder';
import { useUpdateFolder } from '../api/update-folder';
import type { FolderDragData } from '../folder-drag';
import type { FolderNode } from '../folder-tree';
import { DeleteFolderPrompt } from './delete-folder-prompt';
import { FolderDropArea } from './folder-drop-area';
import { FolderMenu, type FolderAction } from './folder-menu';
import { FolderNameForm } from './folder-name-form';

interface FolderTreeListProps extends Omit<FolderTreeItemProps, 'node'> {
  nodes: FolderNode[];
  className?: string;
}

/** One level of the tree: siblings, dragged into order by their handles. */
export function FolderTreeList({ nodes, className, ...props }: FolderTreeListProps) {
  const ids = useMemo(() => nodes.map((node) => node.folder._id), [nodes]);
  return (
    <SortableContext
      items={ids}
      strategy={verticalListSortingStrategy}
      disabled={!props.canArrange}
    >
      <ul className={className}>
        {nodes.map((node) => (
          <FolderTreeItem key={node.folder._id} node={node} {...props} />
        ))}
      </ul>
    </SortableContext>
  );
}

interface FolderTreeItemProps {
  node: FolderNode;
  /** The folder this level is in, as the tree shows it (null: the top level). */
  parentId: string | null;
  workspace: { _id: string; url: string };
  canArrange: boolean;
  /** After this folder was deleted (leave its page). */
  onDeleted: (folderId: string) => void;
  /** Refetches the projects a deletion moves to the parent (before the deletion resolves). */
  refetchMoved: () => Promise<void>;
}

/**
 * A folder (a link filtering the projects, where projects can be dropped), its handle and
 * actions for arrangers, and its sub-folders when expanded; dragged, it takes its sub-folders
 * along.
 */
function FolderTreeItem({
  node,
  parentId,
  workspace,
  canArrange,
  onDeleted,
  refetchMoved,
}: FolderTreeItemProps) {
  const { folder, children } = node;
  const [expanded, setExpanded] = useState(true);
  const [action, setAction] = useState<FolderAction | null>(null);
  const create = useCreateFolder(workspace._id);
  const update = useUpdateFolder();
  const done = () => setAction(null);
  const data = useMemo(
    (): FolderDragData => ({ type: 'folder', folder, parentId }),
    [folder, parentId],
  );
  const { setNodeRef, style, draggingClass, handleProps } = useSortableItem({
    id: folder._id,
    data,
    disabled: !canArrange,
  });

  return (
    <li
      ref={setNodeRef}
      data-testid={`folder-item-${folder._id}`}
      style={style}
      className={draggingClass}
    >
      <FolderDropArea
        folderId={folder._id}
        name={folder.name}
        disabled={!canArrange}
        className="group flex items-center gap-1"
      >
        <button
          type="button"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${folder.name}`}
          aria-expanded={expanded}
          className={cn('w-5 text-xs text-neutral-500', children.length === 0 && 'invisible')}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '▾' : '▸'}
        </button>
        {canArrange && (
          <button
            type="button"
            {...handleProps}
            aria-label={`Move folder ${folder.name}`}
            className="cursor-grab touch-none rounded px-0.5 text-neutral-400 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-neutral-800"
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <NavLink
          to={`/${workspace.url}/group/${folder._id}`}
          data-testid={`folder-${folder._id}`}
          className={(state) => cn(sideLinkClasses(state), 'min-w-0 flex-1 truncate py-1.5')}
        >
          {folder.name}
        </NavLink>
        {canArrange && <FolderMenu folder={folder} onPick={setAction} />}
      </FolderDropArea>
      <div className="pl-6">
        {action === 'rename' && (
          <FolderNameForm
            label="Folder name"
            initialName={folder.name}
            submitLabel="Rename"
            failure="Failed to update folder"
            onSave={(name) => update.mutateAsync({ folderId: folder._id, changes: { name } })}
            onDone={done}
          />
        )}
        {action === 'subfolder' && (
          <FolderNameForm
            label="Sub-folder name"
            submitLabel="Create"
            failure="Failed to create folder"
            onSave={async (name) => {
              await create.mutateAsync({ name, parentFolder: folder._id });
              setExpanded(true);
            }}
            onDone={done}
          />
        )}
        {action === 'delete' && (
          <DeleteFolderPrompt
            folder={folder}
            onDone={done}
            onDeleted={() => onDeleted(folder._id)}
            refetchMoved={refetchMoved}
          />
        )}
      </div>
      {expanded && children.length > 0 && (
        <FolderTreeList
          nodes={children}
          parentId={folder._id}
          workspace={workspace}
          canArrange={canArrange}
          onDeleted={onDeleted}
          refetchMoved={refetchMoved}
          className="pl-4"
        />
      )}
    </li>
  );
}
