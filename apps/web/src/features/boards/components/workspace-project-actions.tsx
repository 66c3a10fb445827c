import type { Folder } from '@teamboard/shared';
import type { WorkspaceProject } from '@teamboard/shared/workspace-projects';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Select } from '../../../components/ui/select';
import { reportOutcome } from '../../../lib/report-outcome';
import { folderOptions } from '../../folders/folder-tree';
import {
  useArchiveProject,
  useDeleteProject,
  useMoveProject,
} from '../api/workspace-project-actions';

interface Props {
  workspaceId: string;
  project: WorkspaceProject;
  folders: Folder[];
}

/** The project's folder as a select: choosing another moves the board there. */
export function ProjectFolderSelect({ workspaceId, project, folders }: Props) {
  const move = useMoveProject(workspaceId);
  const onMove = (folderId: string | null) => {
    const name = folders.find((folder) => folder._id === folderId)?.name ?? 'No folder';
    reportOutcome(
      move.mutateAsync({ boardId: project._id, folderId }),
      'Failed to move board',
      () => toast.success(`Moved ${project.title} to ${name}`),
    );
  };
  return (
    <Select
      aria-label={`Folder of ${project.title}`}
      className="h-8 w-36 text-xs"
      value={project.folder?._id ?? ''}
      disabled={move.isPending}
      onChange={(event) => onMove(event.target.value || null)}
    >
      <option value="">No folder</option>
      {folderOptions(folders).map(({ folder, label }) => (
        <option key={folder._id} value={folder._id}>
          {label}
        </option>
      ))}
    </Select>
  );
}

/** Archive or restore, and delete: the board routes' own actions, for workspace admins. */
export function WorkspaceProjectActions({
  workspaceId,
  project,
}: {
  workspaceId: string;
  project: WorkspaceProject;
}) {
  const archive = useArchiveProject(workspaceId);
  const remove = useDeleteProject(workspaceId);
  const boardId = project._id;
  const archived = project.status === 'archived';

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        loading={archive.isPending}
        onClick={() =>
          reportOutcome(archive.mutateAsync({ boardId }), 'Failed to archive board', () =>
            toast.success(`${project.title} ${archived ? 'restored' : 'archived'}`),
          )
        }
      >
        {archived ? 'Restore' : 'Archive'}
      </Button>
      <ConfirmButton
        label="Delete"
        question={`Delete ${project.title} and its tasks?`}
        loading={remove.isPending}
        onConfirm={() =>
          reportOutcome(remove.mutateAsync({ boardId }), 'Failed to delete board', () =>
            toast.success(`${project.title} deleted`),
          )
        }
      />
    </div>
  );
}
