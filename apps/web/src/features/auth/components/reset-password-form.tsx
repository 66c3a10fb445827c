import { resetPasswordInputSchema, type ResetPasswordInput } from '@teamboard/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { passwordsMatch, type NewPasswordValues } from '../../../lib/passwords-match';
import { useResetPassword } from '../api/reset-password';

/** How long the success message stays before the page moves on to /login. */
const REDIRECT_DELAY_MS = 3000;

export function ResetPasswordForm({ token }: { token: string }) {
  const resetMutation = useResetPassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues, unknown, ResetPasswordInput>({
    resolver: schemaResolver<NewPasswordValues, ResetPasswordInput>(resetPasswordInputSchema, {
      toInput: (values) => ({ token, newPassword: values.newPassword }),
      check: passwordsMatch,
    }),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const succeeded = resetMutation.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (succeeded) {
    return (
      <Alert tone="success">
        Your password has been reset. <TextLink to="/login">Log in</TextLink> with your new
        password.
      </Alert>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) =>
        void handleSubmit((input) => resetMutation.mutateAsync(input).catch(() => undefined))(event)
      }
    >
      {resetMutation.error && (
        <Alert tone="error">
          {errorMessage(resetMutation.error, 'Password reset failed')}{' '}
          <TextLink to="/forgot-password">Request a new link</TextLink>
        </Alert>
      )}
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" fullWidth loading={resetMutation.isPending}>
        Reset password
      </Button>
    </form>
  );
}
