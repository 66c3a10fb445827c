import { TextLink } from '../../../components/ui/text-link';
import { AuthHeading } from '../components/auth-heading';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <>
      <AuthHeading title="Log in to Teamboard">
        Welcome back. Enter your email and password.
      </AuthHeading>
      <LoginForm />
      <GoogleSignInButton />
      <p className="mt-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        No account yet? <TextLink to="/signup">Sign up</TextLink>
      </p>
    </>
  );
}
