import type { Board } from '@teamboard/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import type { ButtonSize } from '../../../components/ui/button-styles';
import { reportOutcome } from '../../../lib/report-outcome';
import { useArchiveBoard } from '../api/archive-board';

/** Archive for an active board, Restore for an archived one. */
export function ArchiveBoardButton({ board, size = 'md' }: { board: Board; size?: ButtonSize }) {
  const archive = useArchiveBoard();
  const archived = board.status === 'archived';
  const onClick = () =>
    reportOutcome(archive.mutateAsync(board._id), 'Failed to archive board', ({ board: saved }) =>
      toast.success(`${saved.title} ${saved.status === 'archived' ? 'archived' : 'restored'}`),
    );
  return (
    <Button variant="secondary" size={size} loading={archive.isPending} onClick={onClick}>
      {archived ? 'Restore' : 'Archive'}
    </Button>
  );
}
