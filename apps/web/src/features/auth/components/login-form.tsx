import { loginInputSchema, type LoginInput } from '@teamboard/shared';
import { useForm } from 'react-hook-form';
import { createSearchParams, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { isSession, isTwoFactorChallenge, useLogin } from '../api/login';
import { useEnterApp } from '../use-enter-app';

const resolver = schemaResolver<LoginInput, LoginInput>(loginInputSchema);

interface LoginFormProps {
  /** A right password on an account with two-factor on: the code step takes over. */
  onChallenge: (challenge: string) => void;
}

export function LoginForm({ onChallenge }: LoginFormProps) {
  const loginMutation = useLogin();
  const enterApp = useEnterApp();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (input: LoginInput) => {
    let response;
    try {
      response = await loginMutation.mutateAsync(input);
    } catch {
      return; // shown from the mutation's error below
    }
    if (isTwoFactorChallenge(response)) {
      onChallenge(response.challenge);
      return;
    }
    if (!isSession(response) || !response.user.emailVerified) {
      // Unverified: no session is stored; the user is sent to check their inbox.
      const search = createSearchParams({ email: response.user.email }).toString();
      await navigate({ pathname: '/signup/success', search: `?${search}` });
      return;
    }
    await enterApp(response);
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {loginMutation.error && (
        <Alert tone="error">{errorMessage(loginMutation.error, 'Login failed')}</Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="space-y-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </p>
      </div>
      <Button type="submit" fullWidth loading={loginMutation.isPending}>
        Log in
      </Button>
    </form>
  );
}
