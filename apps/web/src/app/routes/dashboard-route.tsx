import { Card } from '../../components/ui/card';
import { TextLink } from '../../components/ui/text-link';
import { useSessionStore } from '../../lib/session-store';

const SHORTCUTS = [
  {
    title: 'Workspaces',
    description: "Where your team's projects live.",
    to: '/workspaces',
    link: 'Open workspaces',
  },
  {
    title: 'Profile',
    description: 'Your name, username and picture.',
    to: '/account/profile',
    link: 'Edit profile',
  },
  {
    title: 'Security',
    description: 'Change your password.',
    to: '/account/security',
    link: 'Security settings',
  },
] as const;

export function DashboardRoute() {
  const user = useSessionStore((state) => state.user);
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {firstName}</h1>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
          This is your personal dashboard.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {SHORTCUTS.map((shortcut) => (
          <Card key={shortcut.to} className="p-5">
            <h2 className="font-semibold">{shortcut.title}</h2>
            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
              {shortcut.description}
            </p>
            <TextLink to={shortcut.to} className="mt-3 inline-block text-sm">
              {shortcut.link}
            </TextLink>
          </Card>
        ))}
      </div>
    </div>
  );
}
