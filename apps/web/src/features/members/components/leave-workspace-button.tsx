import { toast } from 'sonner';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useLeaveWorkspace } from '../api/remove-member';

interface LeaveWorkspaceButtonProps {
  workspace: { _id: string; name: string; url: string };
  userId: string;
}

/** Leaving, after a confirmation; the user lands in another workspace of theirs or /workspaces. */
export function LeaveWorkspaceButton({ workspace, userId }: LeaveWorkspaceButtonProps) {
  const leave = useLeaveWorkspace(workspace, userId);
  return (
    <ConfirmButton
      label="Leave workspace"
      question={`Leave ${workspace.name}?`}
      confirmLabel="Leave"
      loading={leave.isPending}
      onConfirm={() =>
        reportOutcome(leave.mutateAsync(), 'Failed to leave workspace', () =>
          toast.success(`You left ${workspace.name}`),
        )
      }
    />
  );
}
