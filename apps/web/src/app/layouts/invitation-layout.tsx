import { Outlet } from 'react-router';
import { CenteredCard } from './centered-card';

/** /join/:token, reachable signed in or not. */
export function InvitationLayout() {
  return (
    <CenteredCard>
      <Outlet />
    </CenteredCard>
  );
}
