import type { Board } from '@teamboard/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteBoard } from '../api/delete-board';

/** Deleting asks for the project's title typed out first. */
export function DeleteBoardSection({
  board,
  workspaceUrl,
}: {
  board: Board;
  workspaceUrl: string;
}) {
  const remove = useDeleteBoard(board._id);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const onDelete = () =>
    reportOutcome(remove.mutateAsync(), 'Failed to delete board', () => {
      toast.success(`Deleted ${board.title}`);
      void navigate(`/${workspaceUrl}/projects`, { replace: true });
    });
  return (
    <div className="space-y-3">
      <TextField
        label={`Type "${board.title}" to confirm`}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button
        variant="danger"
        disabled={typed !== board.title}
        loading={remove.isPending}
        onClick={onDelete}
      >
        Delete project
      </Button>
    </div>
  );
}
