import { useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { useCreateWebhook } from '../api/create-webhook';
import { NewWebhookSecret } from './new-webhook-secret';
import { NEW_WEBHOOK, WebhookForm } from './webhook-form';

interface AddWebhookSectionProps {
  workspaceId: string;
  boards: { _id: string; title: string }[];
}

/** The form adding a webhook, then its signing secret, shown once. */
export function AddWebhookSection({ workspaceId, boards }: AddWebhookSectionProps) {
  const create = useCreateWebhook(workspaceId);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <SectionCard
      title="Add a webhook"
      description="Each event is a signed JSON POST to your URL; the signing secret lets your receiver check that Teamboard sent it."
    >
      <div className="space-y-4">
        {secret && (
          <NewWebhookSecret
            title="The webhook is added."
            secret={secret}
            onDone={() => setSecret(null)}
          />
        )}
        <WebhookForm
          label="New webhook"
          submitLabel="Add webhook"
          failure="Could not add the webhook"
          defaultValues={NEW_WEBHOOK}
          boards={boards}
          onSubmit={async (input) => setSecret((await create.mutateAsync(input)).secret)}
        />
      </div>
    </SectionCard>
  );
}
