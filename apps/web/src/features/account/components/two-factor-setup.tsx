import type { TwoFactorSetup as Setup } from '@teamboard/shared/two-factor';
import { useState } from 'react';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { IdentityCheckForm } from './identity-check-form';
import { QrCode } from './qr-code';

interface TwoFactorSetupProps {
  passwordRequired: boolean;
  /** Two-factor sign-in is on: these recovery codes are to be shown once. */
  onEnabled: (recoveryCodes: string[]) => void;
}

/** Turning two-factor sign-in on: the password, then the app's QR code, then its first code. */
export function TwoFactorSetup({ passwordRequired, onEnabled }: TwoFactorSetupProps) {
  const startMutation = useStartTwoFactorSetup();
  const enableMutation = useEnableTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);

  if (!setup) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Two-factor sign-in is off. Turn it on to ask for a code from an authenticator app (such as
          Google Authenticator, 1Password or Authy) each time you log in.
        </p>
        <IdentityCheckForm
          password={passwordRequired}
          factor="none"
          submitLabel="Set up two-factor sign-in"
          onSubmit={async ({ password }) => setSetup(await startMutation.mutateAsync({ password }))}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
      <QrCode code={setup.qrCode} label="QR code for your authenticator app" />
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Cannot scan it? Enter this key in the app instead:{' '}
        <code className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-neutral-900 select-all dark:bg-neutral-800 dark:text-neutral-100">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <p className="text-sm">
        2. Enter the 6-digit code the app shows to turn two-factor sign-in on.
      </p>
      <IdentityCheckForm
        password={false}
        factor="code"
        submitLabel="Turn on"
        onSubmit={async ({ code = '' }) =>
          onEnabled((await enableMutation.mutateAsync({ code })).recoveryCodes)
        }
        onCancel={() => setSetup(null)}
      />
    </div>
  );
}
