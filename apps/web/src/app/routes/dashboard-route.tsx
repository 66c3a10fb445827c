import { Card } from '../../components/ui/card';
import { TextLink } from '../../components/ui/text-link';
import { useSessionStore } from '../../lib/session-store';

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
        <Card className="p-5">
          <h2 className="font-semibold">Workspaces</h2>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            Where your team&apos;s projects live.
          </p>
          <TextLink to="/workspaces" className="mt-3 inline-block text-sm">
            Open workspaces
          </TextLink>
        </Card>
        <Card className="p-5">
          <h2 className="font-semibold">Profile</h2>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            Your name, username and picture.
          </p>
          <TextLink to="/account/profile" className="mt-3 inline-block text-sm">
            Edit profile
          </TextLink>
        </Card>
        <Card className="p-5">
          <h2 className="font-semibold">Security</h2>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            Change your password.
          </p>
          <TextLink to="/account/security" className="mt-3 inline-block text-sm">
            Security settings
          </TextLink>
        </Card>
      </div>
    </div>
  );
}
