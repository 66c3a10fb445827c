import { tokenParamsSchema } from '@teamboard/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { TextLink } from '../../components/ui/text-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /signup, optionally `?email=…&invitation=<token>` from an invitation link: the email is
 * prefilled and the invitation remembered as the intended route, so that once the email is
 * verified the user comes back to accept it.
 */
export function SignupRoute() {
  usePageTitle('Sign up');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const invitation = searchParams.get('invitation') ?? '';
  const invited = tokenParamsSchema.safeParse({ token: invitation }).success;

  useEffect(() => {
    if (invited) useSessionStore.getState().rememberIntendedRoute(`/join/${invitation}`);
  }, [invited, invitation]);

  return (
    <>
      <AuthHeading title="Create your account">
        Plan projects and track work with your team.
      </AuthHeading>
      {invited && (
        <Alert className="mb-5">
          Create your account to accept your invitation. After verifying your email you will be
          taken back to it.
        </Alert>
      )}
      <SignupForm defaultEmail={email} />
      <GoogleSignInButton />
      <p className="mt-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        Already have an account? <TextLink to="/login">Log in</TextLink>
      </p>
      <p className="mt-3 text-center text-xs text-neutral-500">
        By signing up you accept the <TextLink to="/terms">terms</TextLink> and the{' '}
        <TextLink to="/privacy">privacy policy</TextLink>.
      </p>
    </>
  );
}
