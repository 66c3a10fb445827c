import { TextLink } from '../../components/ui/text-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export function ForgotPasswordRoute() {
  usePageTitle('Forgot password');
  return (
    <>
      <AuthHeading title="Forgot your password?">
        Enter your email and we will send you a link to choose a new one.
      </AuthHeading>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        <TextLink to="/login">Back to login</TextLink>
      </p>
    </>
  );
}
