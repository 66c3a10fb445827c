import type { Board } from '@teamboard/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';

interface JoinButtonProps {
  /** A join mutation (with or without a link's token). */
  join: UseMutationResult<{ board: Board }, Error, void>;
  /** Where the board opens once joined. */
  boardPath: string;
}

/** 'Join project': joins, then opens the board; a refusal shows the server's reason. */
export function JoinButton({ join, boardPath }: JoinButtonProps) {
  const navigate = useNavigate();
  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: ({ board }) => {
        toast.success(`You joined ${board.title}`);
        void navigate(boardPath, { replace: true });
      },
    });
  return (
    <div className="space-y-3">
      {join.error && !isPlanLimitError(join.error) && (
        <Alert tone="error">{errorMessage(join.error, 'Failed to join board')}</Alert>
      )}
      <Button fullWidth loading={join.isPending} onClick={onJoin}>
        Join project
      </Button>
    </div>
  );
}
