import { useSearchParams } from 'react-router';
import { TextLink } from '../../components/ui/text-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResendVerificationButton } from '../../features/auth/components/resend-verification-button';
import { ResendVerificationForm } from '../../features/auth/components/resend-verification-form';
import { usePageTitle } from '../../lib/use-page-title';

/** After signing up, or logging in unverified: ?email= names the inbox to check. */
export function SignupSuccessRoute() {
  usePageTitle('Check your inbox');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';

  return (
    <>
      <AuthHeading title="Check your inbox">
        {email ? (
          <>
            We sent a verification link to <strong className="font-semibold">{email}</strong>. Open
            it to activate your account.
          </>
        ) : (
          'We sent you a verification link. Open it to activate your account.'
        )}
      </AuthHeading>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
        Nothing arrived? Check your spam folder, or ask for a new link.
      </p>
      {email ? <ResendVerificationButton email={email} /> : <ResendVerificationForm />}
      <p className="mt-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        Already verified? <TextLink to="/login">Log in</TextLink>
      </p>
    </>
  );
}
