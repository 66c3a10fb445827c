import { useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { sideLinkClasses } from '../../../components/ui/nav-styles';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useCreateFolder } from '../api/create-folder';
import { useFolders } from '../api/get-folders';
import { buildFolderTree } from '../folder-tree';
import { FolderDropArea } from './folder-drop-area';
import { FolderNameForm } from './folder-name-form';
import { FolderTreeList } from './folder-tree-item';

interface FolderTreeProps {
  workspace: { _id: string; url: string };
  canArrange: boolean;
  onDeleted: (folderId: string) => void;
  /** Refetches the projects a deletion moves to the parent (the folders cannot know their lists). */
  refetchMoved: () => Promise<void>;
}

/**
 * "All projects" and the workspace's folders, nested; creators also add folders, drag them into
 * order among their siblings, and drop projects on a folder (or on "All projects": no folder).
 */
export function FolderTree({ workspace, canArrange, onDeleted, refetchMoved }: FolderTreeProps) {
  const folders = useFolders(workspace._id);
  const create = useCreateFolder(workspace._id);
  const [adding, setAdding] = useState(false);
  const tree = useMemo(
    () => (folders.data ? buildFolderTree(folders.data.folders) : null),
    [folders.data],
  );

  return (
    <nav aria-label="Folders" className="space-y-2">
      <FolderDropArea folderId={null} name="No folder" disabled={!canArrange}>
        <NavLink to={`/${workspace.url}/projects`} end className={sideLinkClasses}>
          All projects
        </NavLink>
      </FolderDropArea>
      {folders.isPending && <Spinner className="mx-3 size-4" />}
      {folders.isError && (
        <Alert tone="error">{errorMessage(folders.error, 'Failed to fetch folders')}</Alert>
      )}
      {tree && (
        <FolderTreeList
          nodes={tree}
          parentId={null}
          workspace={workspace}
          canArrange={canArrange}
          onDeleted={onDeleted}
          refetchMoved={refetchMoved}
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
