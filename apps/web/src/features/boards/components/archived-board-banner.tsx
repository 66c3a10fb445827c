import { Alert } from '../../../components/ui/alert';
import { useCurrentBoard } from '../current-board';
import { ArchiveBoardButton } from './archive-board-button';

/** Above an archived board: it is read-only, and those who manage it may restore it here. */
export function ArchivedBoardBanner() {
  const { board, manages } = useCurrentBoard();
  if (board.status !== 'archived') return null;
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>
        <strong>This board is archived — read-only.</strong>{' '}
        {manages
          ? 'Restore it to make changes.'
          : 'Ask one of its admins to restore it to make changes.'}
      </span>
      {manages && <ArchiveBoardButton board={board} size="sm" />}
    </Alert>
  );
}
