import { useSessionStore } from '../../../lib/session-store';
import { AuthHeading } from '../components/auth-heading';
import { OnboardingForm } from '../components/onboarding-form';

export function OnboardingPage() {
  const name = useSessionStore((state) => state.user?.name);
  return (
    <>
      <AuthHeading title={name ? `Welcome, ${name}!` : 'Welcome!'}>
        One question before you start, so we can set things up for your team.
      </AuthHeading>
      <OnboardingForm />
    </>
  );
}
