import { TextLink } from '../../components/ui/text-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResendVerificationForm } from '../../features/auth/components/resend-verification-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /verify: why the email must be verified, and a way to get a new link. */
export function VerifyNoticeRoute() {
  usePageTitle('Verify your email');
  return (
    <>
      <AuthHeading title="Verify your email">
        You need to confirm your email address before you can use Teamboard. Follow the link in the
        email we sent when you signed up, or ask for a new one below.
      </AuthHeading>
      <ResendVerificationForm />
      <p className="mt-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        <TextLink to="/login">Back to login</TextLink>
      </p>
    </>
  );
}
