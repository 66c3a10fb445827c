import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { NewPasswordValues } from '../../lib/passwords-match';
import { TextField } from '../ui/form-field';

interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}

/** "New password" and "Confirm new password"; pair with the `passwordsMatch` resolver check. */
export function NewPasswordFields({ register, errors }: NewPasswordFieldsProps) {
  return (
    <>
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
    </>
  );
}
