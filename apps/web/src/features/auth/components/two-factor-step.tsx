import { ERROR_CODES, type Session } from '@teamboard/shared';
import type { SubmitEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { AuthHeading } from './auth-heading';
import { SecondFactorField, useSecondFactorField } from './second-factor-field';

interface TwoFactorStepProps {
  /** From the first step (the password or Google). */
  challenge: string;
  onSignedIn: (session: Session) => Promise<void>;
  /** Back to the first step: the challenge has ended, or the user wants another account. */
  onRestart: () => void;
}

/**
 * The second step of a sign-in with two-factor on (after the password or Google): a code from the
 * app, or a recovery code.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const loginMutation = useLoginTwoFactor();
  const factor = useSecondFactorField();
  const error = loginMutation.error;
  // Expired, spent or out of tries: only the password (or Google) again gives a new challenge.
  const ended = error instanceof ApiError && error.code === ERROR_CODES.invalidToken;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = factor.read();
    if (!input) return;
    let session;
    try {
      session = await loginMutation.mutateAsync({ challenge, ...input });
    } catch {
      factor.reset();
      return; // shown from the mutation's error
    }
    await onSignedIn(session);
  };

  return (
    <>
      <AuthHeading title="Two-factor sign-in">
        Enter the code from your authenticator app to finish logging in.
      </AuthHeading>
      <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
        {error && <Alert tone="error">{errorMessage(error, 'Sign-in failed')}</Alert>}
        {ended ? (
          <Button fullWidth onClick={onRestart}>
            Log in again
          </Button>
        ) : (
          <>
            <SecondFactorField {...factor.fieldProps} />
            <Button type="submit" fullWidth loading={loginMutation.isPending}>
              Verify
            </Button>
            <p className="text-center text-sm">
              <button
                type="button"
                className="font-medium text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-neutral-100"
                onClick={onRestart}
              >
                Back to login
              </button>
            </p>
          </>
        )}
      </form>
    </>
  );
}
