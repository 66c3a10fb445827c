import { TextLink } from '../../../components/ui/text-link';
import { AuthHeading } from '../components/auth-heading';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  return (
    <>
      <AuthHeading title="Create your account">
        Plan projects and track work with your team.
      </AuthHeading>
      <SignupForm />
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
