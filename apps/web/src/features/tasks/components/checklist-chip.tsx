import type { ChecklistProgress } from '@teamboard/shared';
import { Badge } from '../../../components/ui/badge';
import { ChecklistIcon } from '../../../components/ui/icons';

/** A card's checklist progress, "3/7", green once every item is done; nothing without items. */
export function ChecklistChip({ progress }: { progress: ChecklistProgress }) {
  if (progress.total === 0) return null;
  const complete = progress.done === progress.total;
  return (
    <Badge tone={complete ? 'green' : 'neutral'}>
      <ChecklistIcon className="mr-0.5" />
      <span className="sr-only">Checklist: </span>
      {progress.done}/{progress.total}
    </Badge>
  );
}
