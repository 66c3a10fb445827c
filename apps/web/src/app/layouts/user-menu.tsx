import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Dropdown, MenuItem } from '../../components/ui/menu';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionStore } from '../../lib/session-store';

const LINKS = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/security', label: 'Security' },
  { to: '/account/notifications', label: 'Notifications' },
  { to: '/account/workspace-invites', label: 'Workspace invitations' },
] as const;

export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const logout = useLogout();
  if (!user) return null;

  return (
    <Dropdown
      label="Account"
      testId="user-menu"
      triggerClassName="flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800"
      panelClassName="w-56"
      align="end"
      trigger={
        <>
          <Avatar name={user.name} src={user.avatar} size="sm" />
          <span className="hidden sm:inline">{user.name}</span>
        </>
      }
    >
      <div className="border-b border-neutral-200 px-4 py-2 dark:border-neutral-800">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-neutral-600 dark:text-neutral-400">{user.email}</p>
      </div>
      {LINKS.map((link) => (
        <MenuItem key={link.to} asChild>
          <Link to={link.to}>{link.label}</Link>
        </MenuItem>
      ))}
      <MenuItem
        data-testid="logout-button"
        disabled={logout.isPending}
        onSelect={() => logout.mutate()}
      >
        Log out
      </MenuItem>
    </Dropdown>
  );
}
