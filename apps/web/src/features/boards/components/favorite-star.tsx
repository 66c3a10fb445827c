import type { Board } from '@teamboard/shared';
import { cn } from '../../../lib/class-names';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The favourite toggle: flips at once, flips back with a toast if the server refuses. */
export function FavoriteStar({ board }: { board: Pick<Board, '_id' | 'title' | 'isFavorite'> }) {
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      data-testid={`favorite-${board._id}`}
      aria-pressed={board.isFavorite}
      aria-label={`${board.isFavorite ? 'Unfavourite' : 'Favourite'} ${board.title}`}
      className={cn(
        'rounded p-1 text-lg leading-none',
        board.isFavorite ? 'text-amber-500' : 'text-neutral-400 hover:text-amber-500',
      )}
      onClick={() => toggle.mutate(board._id)}
    >
      {board.isFavorite ? '★' : '☆'}
    </button>
  );
}
