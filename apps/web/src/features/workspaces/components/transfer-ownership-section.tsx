import type { Workspace } from '@teamboard/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Field } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-error';
import { useTransferOwnership } from '../api/transfer-ownership';

/** Admins, managers and members (not guests or clients) can become the owner. */
function candidates(workspace: Workspace) {
  const { admins, managers, members } = workspace.members;
  return [...admins, ...managers, ...members].filter((member) => member.role !== 'owner');
}

/** The owner hands the workspace to another member and becomes an admin. */
export function TransferOwnershipSection({ workspace }: { workspace: Workspace }) {
  const transfer = useTransferOwnership(workspace._id);
  const people = candidates(workspace);
  const [userId, setUserId] = useState('');
  const chosen = people.find((member) => member.user._id === userId);

  if (people.length === 0) {
    return (
      <p className="text-sm text-neutral-500">
        Invite a teammate first: ownership goes to an admin, manager or member.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="New owner">
        {(field) => (
          <Select {...field} value={userId} onChange={(event) => setUserId(event.target.value)}>
            <option value="">Choose a member…</option>
            {people.map((member) => (
              <option key={member.user._id} value={member.user._id}>
                {member.user.name} (@{member.user.username})
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen && (
        <ConfirmButton
          label="Transfer ownership"
          question={`Make ${chosen.user.name} the owner? You become an admin.`}
          confirmLabel="Transfer"
          loading={transfer.isPending}
          onConfirm={() =>
            transfer.mutate(chosen.user._id, {
              onSuccess: () => toast.success(`${chosen.user.name} now owns ${workspace.name}`),
              onError: (error) => toast.error(errorMessage(error, 'Failed to update workspace')),
            })
          }
        />
      )}
    </div>
  );
}
