import type { PublicUser } from '@teamboard/shared';
import { AvatarStack } from '../../../components/ui/avatar-stack';

const SHOWN = 3;

/** A card's assignees: the first three stacked, then "+N" for the others. */
export function CardPeople({ people }: { people: PublicUser[] }) {
  const hidden = people.length - SHOWN;
  return (
    <span className="ml-auto flex items-center gap-1">
      <AvatarStack people={people.slice(0, SHOWN)} size="xs" />
      {hidden > 0 && (
        <span
          className="text-xs text-neutral-600 dark:text-neutral-400"
          title={people
            .slice(SHOWN)
            .map((user) => user.name)
            .join(', ')}
        >
          +{hidden}
          <span className="sr-only"> more</span>
        </span>
      )}
    </span>
  );
}
