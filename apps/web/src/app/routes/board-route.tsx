import { useCardUploads } from '../../features/attachments/components/card-uploads';
import { TaskCover } from '../../features/attachments/components/task-cover';
import { FilterBar } from '../../features/board-filters/components/filter-bar';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { CardActionsProvider } from '../../features/tasks/components/card-actions';
import { CardCoverProvider } from '../../features/tasks/components/card-cover';
import { CardFileDropProvider } from '../../features/tasks/components/card-file-drop';
import { BoardColumns } from './board/board-columns';
import { CardTimerButton } from './board/card-timer-button';
import { useSavedViewRedirect } from './board/saved-view';
import { useBoardPageTitle } from '../page-title';

const renderCardCover = (cover: string, className: string) => (
  <TaskCover cover={cover} className={className} />
);

/**
 * /{workspace}/projects/{boardId}: the board view, its columns side by side, filtered by the query
 * string (see board-filters), under the board's header (see BoardViewsLayout). Arriving here other
 * than from the view switcher goes on to the user's saved view. Cards get their timer button,
 * their cover and their file drop from the features that own them.
 */
export function BoardRoute() {
  useBoardPageTitle();
  const { board } = useCurrentBoard();
  const attachToCard = useCardUploads();
  useBoardRealtime(board._id);
  useSavedViewRedirect(board._id);
  return (
    <>
      <FilterBar />
      {board.description && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{board.description}</p>
      )}
      <CardActionsProvider value={CardTimerButton}>
        <CardCoverProvider value={renderCardCover}>
          <CardFileDropProvider value={attachToCard}>
            <BoardColumns boardId={board._id} />
          </CardFileDropProvider>
        </CardCoverProvider>
      </CardActionsProvider>
    </>
  );
}
