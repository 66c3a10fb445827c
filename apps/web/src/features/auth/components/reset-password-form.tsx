import { resetPasswordInputSchema, type ResetPasswordInput } from '@teamboard/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** How long the success message stays before the page moves on to /login. */
const REDIRECT_DELAY_MS = 3000;

export function ResetPasswordForm({ token }: { token: string }) {
  const resetMutation = useResetPassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues, unknown, ResetPasswordInput>({
    resolver: schemaResolver<ResetPasswordValues, ResetPasswordInput>(resetPasswordInputSchema, {
      toInput: (values) => ({ token, newPassword: values.newPassword }),
      check: (values) =>
        values.confirmPassword === values.newPassword
          ? []
          : [{ path: ['confirmPassword'], message: 'Passwords do not match' }],
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
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={resetMutation.isPending}>
        Reset password
      </Button>
    </form>
  );
}
