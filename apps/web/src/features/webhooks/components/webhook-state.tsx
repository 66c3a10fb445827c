import { relativeTime } from '@teamboard/shared';
import type { Webhook } from '@teamboard/shared/webhook';
import { formatDistanceToNowStrict } from 'date-fns';
import { Badge } from '../../../components/ui/badge';

/** Whether a webhook sends, and whether its receiver has been failing (disabled after 3 days). */
export function WebhookState({ webhook }: { webhook: Webhook }) {
  if (webhook.disabledAt) {
    return (
      <Badge tone="red">Disabled {relativeTime(webhook.disabledAt)} after failing for 3 days</Badge>
    );
  }
  return (
    <>
      <Badge tone={webhook.active ? 'green' : 'neutral'}>{webhook.active ? 'Active' : 'Off'}</Badge>
      {webhook.failingSince && (
        <Badge tone="amber">Failing for {formatDistanceToNowStrict(webhook.failingSince)}</Badge>
      )}
    </>
  );
}
