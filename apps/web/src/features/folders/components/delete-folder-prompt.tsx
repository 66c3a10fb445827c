import type { Folder } from '@teamboard/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteFolder } from '../api/delete-folder';

interface DeleteFolderPromptProps {
  folder: Folder;
  onDone: () => void;
  onDeleted: () => void;
  refetchMoved: () => Promise<void>;
}

/** Asks before deleting: the folder's projects and sub-folders move up one level. */
export function DeleteFolderPrompt({
  folder,
  onDone,
  onDeleted,
  refetchMoved,
}: DeleteFolderPromptProps) {
  const remove = useDeleteFolder(refetchMoved);
  const confirm = () =>
    reportOutcome(remove.mutateAsync(folder._id), 'Failed to delete folder', () => {
      toast.success(`Deleted folder "${folder.name}"`);
      onDeleted();
    });
  return (
    <div role="alertdialog" aria-label={`Delete ${folder.name}`} className="space-y-2 py-1 text-sm">
      <p>
        Delete &ldquo;{folder.name}&rdquo;? Its projects and sub-folders move to the parent folder.
      </p>
      <div className="flex gap-2">
        <Button variant="danger" size="sm" loading={remove.isPending} onClick={confirm}>
          Delete folder
        </Button>
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
