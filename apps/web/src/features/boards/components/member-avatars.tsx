import type { Board } from '@teamboard/shared';
import { Avatar } from '../../../components/ui/avatar';

const SHOWN = 4;

/** The first board members' avatars, overlapping, and "+N" for the rest. */
export function MemberAvatars({ members }: { members: Board['members'] }) {
  const rest = members.length - SHOWN;
  return (
    <div className="flex items-center -space-x-2">
      {members.slice(0, SHOWN).map(({ user }) => (
        <Avatar
          key={user._id}
          name={user.name}
          src={user.avatar}
          size="sm"
          className="ring-2 ring-white dark:ring-neutral-900"
        />
      ))}
      {rest > 0 && <span className="pl-3 text-xs text-neutral-500">+{rest}</span>}
    </div>
  );
}
