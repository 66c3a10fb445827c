import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';

/** A signing secret, shown this once (after adding a webhook or rotating) until dismissed. */
export function NewWebhookSecret({
  title,
  secret,
  onDone,
}: {
  title: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <Alert tone="success">
      <p className="font-medium">{title}</p>
      <p className="mt-1">
        Copy the signing secret now and keep it with your receiver: you will not see it again.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          data-testid="webhook-secret"
          className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-sm break-all text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {secret}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => copyToClipboard(secret, 'Secret copied', 'Could not copy the secret')}
        >
          Copy secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
}
