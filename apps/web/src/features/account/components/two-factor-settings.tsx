import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorOn } from './two-factor-on';
import { TwoFactorSetup } from './two-factor-setup';

/** The two-factor section of /account/security. New recovery codes come first, until saved. */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  if (newCodes) return <RecoveryCodesPanel codes={newCodes} onDone={() => setNewCodes(null)} />;
  if (status.isPending) return <Spinner label="Loading two-factor sign-in" />;
  if (status.isError) {
    return (
      <Alert tone="error">{errorMessage(status.error, 'Could not load two-factor sign-in')}</Alert>
    );
  }
  if (!status.data.enabled) {
    return (
      <TwoFactorSetup passwordRequired={status.data.passwordRequired} onEnabled={setNewCodes} />
    );
  }
  return <TwoFactorOn status={status.data} onNewCodes={setNewCodes} />;
}
