import type { AvatarSize, PublicUser } from '@teamboard/shared';
import { cn } from '../../lib/class-names';
import { Avatar } from './avatar';

interface AvatarStackProps {
  people: readonly Pick<PublicUser, '_id' | 'name' | 'avatar'>[];
  size: AvatarSize;
  className?: string;
}

/**
 * Avatars side by side, barely overlapping: each covers only its neighbour's rim, never the
 * initials (a deeper overlap turned "MM" into "MI" on small avatars).
 */
export function AvatarStack({ people, size, className }: AvatarStackProps) {
  return (
    <span className={cn('flex items-center -space-x-0.5', className)}>
      {people.map((user) => (
        <Avatar
          key={user._id}
          name={user.name}
          src={user.avatar}
          size={size}
          className="ring-1 ring-white dark:ring-neutral-900"
        />
      ))}
    </span>
  );
}
