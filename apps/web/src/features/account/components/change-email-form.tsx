import { changeEmailInputSchema, type ChangeEmailInput } from '@teamboard/shared/email-change';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { isRecentSignInRequired } from '../../../lib/recent-sign-in-error';
import { useRequestEmailChange } from '../api/change-email';
import { RecentSignInPrompt } from './recent-sign-in-prompt';

interface ChangeEmailValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;
const EMPTY: ChangeEmailValues = { email: '', password: '' };

const resolver = schemaResolver<ChangeEmailValues, ChangeEmailInput>(changeEmailInputSchema, {
  toInput: ({ email, password }) => ({ email, password: password || undefined }),
});

/**
 * The current email and a form for a new one. Sending it only mails a link to the new address:
 * the form then says to check that inbox (the email changes when the link is followed).
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const requestMutation = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailValues, unknown, ChangeEmailInput>({ resolver, defaultValues: EMPTY });

  const onSubmit = async (input: ChangeEmailInput) => {
    setFormError(null);
    try {
      await requestMutation.mutateAsync(input);
    } catch (error) {
      if (isRecentSignInRequired(error)) setSignInAgain(error.message);
      else setFormError(formFailure(error, setError, FIELDS, 'Email change failed'));
      return;
    }
    reset(EMPTY);
    setSentTo(input.email);
  };

  const current = (
    <p className="text-sm text-neutral-600 dark:text-neutral-400">
      Current email:{' '}
      <span className="font-medium text-neutral-900 dark:text-neutral-100">{currentEmail}</span>
    </p>
  );

  if (signInAgain !== null) {
    return (
      <div className="space-y-4">
        {current}
        <RecentSignInPrompt message={signInAgain} onCancel={() => setSignInAgain(null)} />
      </div>
    );
  }

  if (sentTo) {
    return (
      <div className="space-y-4">
        {current}
        <Alert tone="success">
          Check your inbox at <strong>{sentTo}</strong>: follow the link we sent within 24 hours to
          confirm it. Your email stays {currentEmail} until then.
        </Alert>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Use another address
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {current}
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="If you sign in only with Google, leave it empty: a sign-in in the last 10 minutes is needed instead."
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={requestMutation.isPending}>
          Send confirmation link
        </Button>
      </div>
    </form>
  );
}
