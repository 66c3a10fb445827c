import { useState } from 'react';
import { TextLink } from '../../components/ui/text-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { LoginForm } from '../../features/auth/components/login-form';
import { TwoFactorStep } from '../../features/auth/components/two-factor-step';
import { useEnterApp } from '../../features/auth/use-enter-app';
import { usePageTitle } from '../../lib/use-page-title';

export function LoginRoute() {
  usePageTitle('Log in');
  const [challenge, setChallenge] = useState<string | null>(null);
  const enterApp = useEnterApp();

  if (challenge !== null) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={enterApp}
        onRestart={() => setChallenge(null)}
      />
    );
  }
  return (
    <>
      <AuthHeading title="Log in to Teamboard">
        Welcome back. Enter your email and password.
      </AuthHeading>
      <LoginForm onChallenge={setChallenge} />
      <GoogleSignInButton />
      <p className="mt-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        No account yet? <TextLink to="/signup">Sign up</TextLink>
      </p>
    </>
  );
}
