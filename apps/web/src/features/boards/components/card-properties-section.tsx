import { CARD_PROPERTIES, type BoardPreferences } from '@teamboard/shared';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useBoardPreferences } from '../api/get-board-preferences';
import { useUpdateBoardPreferences } from '../api/update-board-preferences';
import { CARD_PROPERTY_LABELS } from '../board-labels';
import { QueryFailure } from './query-failure';

type CardProperty = BoardPreferences['defaultCardProperties'][number];

/** Which properties the user's task cards show on this board; saved on every change. */
export function CardPropertiesSection({ boardId }: { boardId: string }) {
  const query = useBoardPreferences(boardId);
  const update = useUpdateBoardPreferences(boardId);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch board preferences')}
        retry={() => void query.refetch()}
      />
    );
  }
  const shown = update.isPending
    ? (update.variables.defaultCardProperties ?? [])
    : query.data.preferences.defaultCardProperties;
  const toggle = (property: CardProperty, on: boolean) => {
    const next = CARD_PROPERTIES.filter((p) => (p === property ? on : shown.includes(p)));
    update.mutate(
      { defaultCardProperties: next },
      {
        onError: (error) => toast.error(errorMessage(error, 'Failed to update board preferences')),
      },
    );
  };
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">Card properties</legend>
      {CARD_PROPERTIES.map((property) => (
        <label key={property} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 rounded border-neutral-300"
            checked={shown.includes(property)}
            disabled={update.isPending}
            onChange={(event) => toggle(property, event.target.checked)}
          />
          {CARD_PROPERTY_LABELS[property]}
        </label>
      ))}
    </fieldset>
  );
}
