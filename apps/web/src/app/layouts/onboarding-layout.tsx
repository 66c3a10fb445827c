import { Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api/logout';
import { CenteredCard } from './centered-card';

/** /onboarding: nothing to navigate to yet, but a way out. */
export function OnboardingLayout() {
  const logout = useLogout();
  return (
    <CenteredCard
      brandTo="/onboarding"
      actions={
        <Button
          variant="ghost"
          size="sm"
          data-testid="logout-button"
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Log out
        </Button>
      }
    >
      <Outlet />
    </CenteredCard>
  );
}
