import { changePasswordInputSchema, type ChangePasswordInput } from '@teamboard/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import {
  RevokeApiKeysField,
  type RevokeApiKeysValues,
} from '../../../components/forms/revoke-api-keys-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { passwordsMatch, type NewPasswordValues } from '../../../lib/passwords-match';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordValues extends NewPasswordValues, RevokeApiKeysValues {
  currentPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeApiKeys: false,
};

const resolver = schemaResolver<ChangePasswordValues, ChangePasswordInput>(
  changePasswordInputSchema,
  {
    toInput: ({ currentPassword, newPassword, revokeApiKeys }) => ({
      currentPassword,
      newPassword,
      revokeApiKeys,
    }),
    check: passwordsMatch,
  },
);

/** The password change; the API keys keep working unless the person ticks to revoke them. */
export function ChangePasswordForm() {
  const changeMutation = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues, unknown, ChangePasswordInput>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = async (input: ChangePasswordInput) => {
    setFormError(null);
    try {
      await changeMutation.mutateAsync(input);
    } catch (error) {
      setFormError(formFailure(error, setError, FIELDS, 'Password change failed'));
      return;
    }
    reset(EMPTY);
    toast.success(
      input.revokeApiKeys
        ? 'Password changed. Your other sessions were signed out and your API keys revoked.'
        : 'Password changed. Your other sessions were signed out.',
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields register={register} errors={errors} />
      <RevokeApiKeysField register={register} />
      <div className="flex justify-end">
        <Button type="submit" loading={changeMutation.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
