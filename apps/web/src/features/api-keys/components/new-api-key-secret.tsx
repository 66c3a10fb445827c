import type { CreatedApiKey } from '@teamboard/shared/api-key';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';

/** The new key's secret, shown this once with a copy button, until dismissed. */
export function NewApiKeySecret({
  created,
  onDone,
}: {
  created: CreatedApiKey;
  onDone: () => void;
}) {
  return (
    <OneTimeSecret
      title={<>Your new key “{created.key.name}” is ready.</>}
      secret={created.secret}
      testId="api-key-secret"
      copied="Key copied"
      copyFailed="Could not copy the key"
      onDone={onDone}
    >
      Copy it now: you will not be able to see it again.
    </OneTimeSecret>
  );
}
