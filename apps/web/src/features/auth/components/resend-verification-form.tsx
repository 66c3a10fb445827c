import { emailInputSchema, type EmailInput } from '@teamboard/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useResendVerification } from '../api/resend-verification';

const resolver = schemaResolver<EmailInput, EmailInput>(emailInputSchema);

/** Asks for another verification email for the address typed in. */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailInput>({
    resolver,
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async (input: EmailInput) => {
    try {
      const { message } = await resend.mutateAsync(input);
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to resend verification email'));
    }
  };

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" fullWidth loading={resend.isPending}>
        Resend verification email
      </Button>
    </form>
  );
}
