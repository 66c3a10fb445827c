import type { Workspace } from '@teamboard/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteWorkspace } from '../api/delete-workspace';

/** Deleting asks for the workspace's name, typed exactly. */
export function DeleteWorkspaceSection({ workspace }: { workspace: Workspace }) {
  const remove = useDeleteWorkspace(workspace);
  const [typed, setTyped] = useState('');
  const confirmed = typed === workspace.name;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirmed) return;
        // The page is left on success: the toast follows the promise, not this component.
        remove
          .mutateAsync()
          .then(() => toast.success(`${workspace.name} was deleted`))
          .catch(() => undefined); // shown from remove.error above
      }}
    >
      {remove.error && (
        <Alert tone="error">{errorMessage(remove.error, 'Failed to delete workspace')}</Alert>
      )}
      <TextField
        label={`Type ${workspace.name} to confirm`}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={!confirmed} loading={remove.isPending}>
        Delete workspace
      </Button>
    </form>
  );
}
