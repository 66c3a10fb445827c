import { OneTimeSecret } from '../../../components/ui/one-time-secret';

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
    <OneTimeSecret
      title={title}
      secret={secret}
      testId="webhook-secret"
      copied="Secret copied"
      copyFailed="Could not copy the secret"
      onDone={onDone}
    >
      Copy the signing secret now and keep it with your receiver: you will not see it again.
    </OneTimeSecret>
  );
}
