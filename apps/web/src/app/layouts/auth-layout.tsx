import { Outlet } from 'react-router';
import { CenteredCard } from './centered-card';

/** Index, signup success, email verification, /verify and password reset. */
export function AuthLayout() {
  return (
    <CenteredCard>
      <Outlet />
    </CenteredCard>
  );
}
