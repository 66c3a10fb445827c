import type { PublicUser } from '@teamboard/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';

interface MemberIdentityProps {
  user: PublicUser;
  isSelf?: boolean;
  /** Makes the name a link (to the member's profile). */
  to?: string;
}

/** Avatar, name, @username and, when visible to the viewer, the email. */
export function MemberIdentity({ user, isSelf = false, to }: MemberIdentityProps) {
  const name = `${user.name}${isSelf ? ' (you)' : ''}`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Avatar name={user.name} src={user.avatar} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">
          {to ? (
            <Link to={to} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
          @{user.username}
          {user.email && ` · ${user.email}`}
        </p>
      </div>
    </div>
  );
}
