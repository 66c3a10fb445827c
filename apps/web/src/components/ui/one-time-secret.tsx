import type { ReactNode } from 'react';
import { copyToClipboard } from '../../lib/copy-to-clipboard';
import { Alert } from './alert';
import { Button } from './button';

interface OneTimeSecretProps {
  /** What was made ("Your new key … is ready."). */
  title: ReactNode;
  /** Why to copy it now: it will not be shown again. */
  children: ReactNode;
  secret: string;
  testId: string;
  /** The toasts of the copy button: done, and refused by the browser. */
  copied: string;
  copyFailed: string;
  onDone: () => void;
}

/** A secret the server returns only once (an API key, a webhook's signing secret), with Copy and Done. */
export function OneTimeSecret({
  title,
  children,
  secret,
  testId,
  copied,
  copyFailed,
  onDone,
}: OneTimeSecretProps) {
  return (
    <Alert tone="success">
      <p className="font-medium">{title}</p>
      <p className="mt-1">{children}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-sm break-all text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {secret}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => copyToClipboard(secret, copied, copyFailed)}
        >
          Copy
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
}
