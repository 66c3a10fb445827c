import { emailInputSchema, type EmailInput } from '@teamboard/shared';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useRequestPasswordReset } from '../api/forgot-password';

const resolver = schemaResolver<EmailInput, EmailInput>(emailInputSchema);

/** The answer never tells whether an account exists for the address. */
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that email, we sent a reset link';

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailInput>({ resolver, defaultValues: { email: '' } });

  if (requestReset.isSuccess) {
    return <Alert tone="success">{RESET_LINK_SENT_MESSAGE}</Alert>;
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) =>
        void handleSubmit((input) => requestReset.mutateAsync(input).catch(() => undefined))(event)
      }
    >
      {requestReset.error && (
        <Alert tone="error">
          {errorMessage(requestReset.error, 'Password reset request failed')}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" fullWidth loading={requestReset.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
