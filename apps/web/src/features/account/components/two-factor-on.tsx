import type { TwoFactorStatus } from '@teamboard/shared/two-factor';
import { format } from 'date-fns';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { IdentityCheckForm } from './identity-check-form';

interface TwoFactorOnProps {
  status: TwoFactorStatus;
  /** New recovery codes, to be shown once. */
  onNewCodes: (recoveryCodes: string[]) => void;
}

/** Two-factor sign-in is on: new recovery codes, or turning it off. */
export function TwoFactorOn({ status, onNewCodes }: TwoFactorOnProps) {
  const [action, setAction] = useState<'codes' | 'off' | null>(null);
  const regenerateMutation = useRegenerateRecoveryCodes();
  const disableMutation = useDisableTwoFactor();
  const left = status.recoveryCodesLeft;

  return (
    <div className="space-y-4">
      <div className="space-y-1 text-sm">
        <p className="flex items-center gap-2 font-medium">
          Two-factor sign-in <Badge>On</Badge>
        </p>
        <p className="text-neutral-600 dark:text-neutral-400">
          {status.enabledAt && `Turned on ${format(new Date(status.enabledAt), 'd MMM yyyy')}. `}
          {left} recovery {left === 1 ? 'code' : 'codes'} left.
        </p>
      </div>
      {action === 'codes' && (
        <IdentityCheckForm
          password={status.passwordRequired}
          factor="code"
          submitLabel="Get new recovery codes"
          onSubmit={async ({ password, code = '' }) =>
            onNewCodes((await regenerateMutation.mutateAsync({ password, code })).recoveryCodes)
          }
          onCancel={() => setAction(null)}
        />
      )}
      {action === 'off' && (
        <IdentityCheckForm
          password={status.passwordRequired}
          factor="codeOrRecoveryCode"
          submitLabel="Turn off two-factor sign-in"
          variant="danger"
          onSubmit={async (input) => {
            await disableMutation.mutateAsync(input);
            toast.success('Two-factor sign-in is off');
          }}
          onCancel={() => setAction(null)}
        />
      )}
      {action === null && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAction('codes')}>
            New recovery codes
          </Button>
          <Button variant="danger" onClick={() => setAction('off')}>
            Turn off
          </Button>
        </div>
      )}
    </div>
  );
}
