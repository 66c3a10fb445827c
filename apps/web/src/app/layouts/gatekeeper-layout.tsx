import { Outlet } from 'react-router';
import { CenteredCard } from './centered-card';

/** The doors into the app: login, signup, forgot password. */
export function GatekeeperLayout() {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-transparent dark:from-indigo-950/30">
      <CenteredCard>
        <Outlet />
      </CenteredCard>
    </div>
  );
}
