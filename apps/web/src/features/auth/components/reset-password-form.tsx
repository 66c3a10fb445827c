import { resetPasswordInputSchema, type ResetPasswordInput } from '@teamboard/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import {
  RevokeApiKeysField,
  type RevokeApiKeysValues,
} from '../../../components/forms/revoke-api-keys-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { passwordsMatch, type NewPasswordValues } from '../../../lib/passwords-match';
import { useResetPassword } from '../api/reset-password';

/** How long the success message stays before the page moves on to /login. */
const REDIRECT_DELAY_MS = 3000;

type ResetPasswordValues = NewPasswordValues & RevokeApiKeysValues;

/**
 * A new password from the emailed link. Revoking the API keys is on unless unticked: a reset
 * often follows a suspected compromise.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetMutation = useResetPassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues, unknown, ResetPasswordInput>({
    resolver: schemaResolver<ResetPasswordValues, ResetPasswordInput>(resetPasswordInputSchema, {
      toInput: ({ newPassword, revokeApiKeys }) => ({ token, newPassword, revokeApiKeys }),
      check: passwordsMatch,
    }),
    defaultValues: { newPassword: '', confirmPassword: '', revokeApiKeys: true },
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
        Your password has been reset
        {resetMutation.variables.revokeApiKeys ? ' and your API keys were revoked' : ''}.{' '}
        <TextLink to="/login">Log in</TextLink> with your new password.
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
      <RevokeApiKeysField register={register} />
      <Button type="submit" fullWidth loading={resetMutation.isPending}>
        Reset password
      </Button>
    </form>
  );
}
