import type { SecondFactorInput } from '@teamboard/shared/two-factor';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { isRecentSignInRequired } from '../../../lib/recent-sign-in-error';
import { SecondFactorField, useSecondFactorField } from '../../auth/components/second-factor-field';
import { RecentSignInPrompt } from './recent-sign-in-prompt';

export type IdentityInput = SecondFactorInput & { password?: string };

interface IdentityCheckFormProps {
  /** Ask the current password (an account with one). */
  password: boolean;
  /** Ask a code from the app, or also accept a recovery code instead. */
  factor: 'none' | 'code' | 'codeOrRecoveryCode';
  submitLabel: string;
  variant?: ButtonVariant;
  /** Rejects with the server's error, shown on its field or above the form. */
  onSubmit: (input: IdentityInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The proofs a change to two-factor sign-in asks for: the password, a code, or both. An account
 * without a password whose sign-in is not recent is asked to sign in with Google again instead.
 */
export function IdentityCheckForm({
  password,
  factor,
  submitLabel,
  variant = 'primary',
  onSubmit,
  onCancel,
}: IdentityCheckFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const secondFactor = useSecondFactorField({ recoveryCodes: factor === 'codeOrRecoveryCode' });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const missingPassword = password && currentPassword === '';
    setPasswordError(missingPassword ? 'Enter your password' : undefined);
    const factorInput = factor === 'none' ? {} : secondFactor.read();
    if (missingPassword || !factorInput) return;
    setSubmitting(true);
    try {
      await onSubmit({ ...factorInput, ...(password && { password: currentPassword }) });
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const showError = (error: unknown) => {
    if (isRecentSignInRequired(error)) {
      setSignInAgain(error.message);
      return;
    }
    const fields = error instanceof ApiError ? error.fieldErrors : [];
    const onPassword = fields.find((field) => field.field === 'password');
    const onFactor = fields.find((field) => field.field !== 'password');
    setPasswordError(onPassword?.message);
    if (onFactor) secondFactor.setError(onFactor.message);
    if (!onPassword && !onFactor) setFormError(errorMessage(error, 'Something went wrong'));
  };

  if (signInAgain !== null) return <RecentSignInPrompt message={signInAgain} onCancel={onCancel} />;

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      {password && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          error={passwordError}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      )}
      {factor !== 'none' && <SecondFactorField {...secondFactor.fieldProps} />}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" disabled={submitting} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant={variant} loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
