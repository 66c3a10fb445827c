import type { CreatedApiKey } from '@teamboard/shared/api-key';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';

/** The new key's secret, shown this once with a copy button, until dismissed. */
export function NewApiKeySecret({
  created,
  onDone,
}: {
  created: CreatedApiKey;
  onDone: () => void;
}) {
  return (
    <Alert tone="success">
      <p className="font-medium">Your new key “{created.key.name}” is ready.</p>
      <p className="mt-1">Copy it now: you will not be able to see it again.</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          data-testid="api-key-secret"
          className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-sm break-all text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {created.secret}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => copyToClipboard(created.secret, 'Key copied', 'Could not copy the key')}
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
