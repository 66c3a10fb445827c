import { useState } from 'react';
import { NavLink } from 'react-router';
import { toast } from 'sonner';
import { sideLinkClasses } from '../../../components/ui/nav-styles';
import { cn } from '../../../lib/class-names';
import { useCreateFolder } from '../api/create-folder';
import { useUpdateFolder } from '../api/update-folder';
import type { FolderNode } from '../folder-tree';
import { DeleteFolderPrompt } from './delete-folder-prompt';
import { FolderMenu, type FolderAction } from './folder-menu';
import { FolderNameForm } from './folder-name-form';

interface FolderTreeListProps extends Omit<FolderTreeItemProps, 'node'> {
  nodes: FolderNode[];
  className?: string;
}

/** One level of the tree. */
export function FolderTreeList({ nodes, className, ...props }: FolderTreeListProps) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <FolderTreeItem key={node.folder._id} node={node} {...props} />
      ))}
    </ul>
  );
}

interface FolderTreeItemProps {
  node: FolderNode;
  workspace: { _id: string; url: string };
  canArrange: boolean;
  /** After this folder was deleted (leave its page). */
  onDeleted: (folderId: string) => void;
}

/** A folder (a link filtering the projects), its actions, and its sub-folders when expanded. */
function FolderTreeItem({ node, workspace, canArrange, onDeleted }: FolderTreeItemProps) {
  const { folder, children } = node;
  const [expanded, setExpanded] = useState(true);
  const [action, setAction] = useState<FolderAction | null>(null);
  const create = useCreateFolder(workspace._id);
  const update = useUpdateFolder();
  const done = () => setAction(null);

  return (
    <li>
      <div className="group flex items-center gap-1">
        <button
          type="button"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${folder.name}`}
          aria-expanded={expanded}
          className={cn('w-5 text-xs text-neutral-500', children.length === 0 && 'invisible')}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '▾' : '▸'}
        </button>
        <NavLink
          to={`/${workspace.url}/group/${folder._id}`}
          data-testid={`folder-${folder._id}`}
          className={(state) => cn(sideLinkClasses(state), 'min-w-0 flex-1 truncate py-1.5')}
        >
          {folder.name}
        </NavLink>
        {canArrange && <FolderMenu folder={folder} onPick={setAction} />}
      </div>
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
              toast.success(`Created folder "${name}"`);
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
          />
        )}
      </div>
      {expanded && children.length > 0 && (
        <FolderTreeList
          nodes={children}
          workspace={workspace}
          canArrange={canArrange}
          onDeleted={onDeleted}
          className="pl-4"
        />
      )}
    </li>
  );
}
