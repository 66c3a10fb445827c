import { useState } from 'react';
import { NavLink } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { sideLinkClasses } from '../../../components/ui/nav-styles';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useCreateFolder } from '../api/create-folder';
import { useFolders } from '../api/get-folders';
import { buildFolderTree } from '../folder-tree';
import { FolderNameForm } from './folder-name-form';
import { FolderTreeList } from './folder-tree-item';

interface FolderTreeProps {
  workspace: { _id: string; url: string };
  canArrange: boolean;
  onDeleted: (folderId: string) => void;
}

/** "All projects" and the workspace's folders, nested; creators also add and arrange them. */
export function FolderTree({ workspace, canArrange, onDeleted }: FolderTreeProps) {
  const folders = useFolders(workspace._id);
  const create = useCreateFolder(workspace._id);
  const [adding, setAdding] = useState(false);

  return (
    <nav aria-label="Folders" className="space-y-2">
      <NavLink to={`/${workspace.url}/projects`} end className={sideLinkClasses}>
        All projects
      </NavLink>
      {folders.isPending && <Spinner className="mx-3 size-4" />}
      {folders.isError && (
        <Alert tone="error">{errorMessage(folders.error, 'Failed to fetch folders')}</Alert>
      )}
      {folders.data && (
        <FolderTreeList
          nodes={buildFolderTree(folders.data.folders)}
          workspace={workspace}
          canArrange={canArrange}
          onDeleted={onDeleted}
          className="space-y-0.5"
        />
      )}
      {canArrange &&
        (adding ? (
          <FolderNameForm
            label="Folder name"
            submitLabel="Create"
            failure="Failed to create folder"
            onSave={async (name) => {
              await create.mutateAsync({ name, parentFolder: null });
              toast.success(`Created folder "${name}"`);
            }}
            onDone={() => setAdding(false)}
          />
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
            + New folder
          </Button>
        ))}
    </nav>
  );
}
