import type { Board } from '@teamboard/shared';
import { AvatarPaletteProvider } from '../../../components/ui/avatar-palette-context';
import { AvatarStack } from '../../../components/ui/avatar-stack';

const SHOWN = 4;

/** The first board members' avatars, stacked in the board's colours, and "+N" for the rest. */
export function MemberAvatars({ members }: { members: Board['members'] }) {
  const rest = members.length - SHOWN;
  return (
    <AvatarPaletteProvider names={members.map(({ user }) => user.name)}>
      <div className="flex items-center">
        <AvatarStack people={members.slice(0, SHOWN).map(({ user }) => user)} size="sm" />
        {rest > 0 && <span className="pl-1.5 text-xs text-neutral-500">+{rest}</span>}
      </div>
    </AvatarPaletteProvider>
  );
}
