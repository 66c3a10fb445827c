import type { CreatedApiKey } from '@teamboard/shared/api-key';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { SettingsSection } from '../../features/account/components/settings-section';
import { useApiKeys } from '../../features/api-keys/api/get-api-keys';
import { ApiKeyList } from '../../features/api-keys/components/api-key-list';
import { CreateApiKeyForm } from '../../features/api-keys/components/create-api-key-form';
import { NewApiKeySecret } from '../../features/api-keys/components/new-api-key-secret';
import { allWorkspaces, useWorkspaces } from '../../features/workspaces/api/get-workspaces';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

function KeyList() {
  const keys = useApiKeys();
  if (keys.isPending) return <Spinner label="Loading API keys" />;
  if (keys.isError) {
    return <Alert tone="error">{errorMessage(keys.error, 'Could not load your API keys')}</Alert>;
  }
  return <ApiKeyList keys={keys.data} />;
}

/** /account/api-keys: personal keys for the API, created, listed and revoked. */
export function ApiKeysRoute() {
  usePageTitle('API keys', 'Account');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const lists = useWorkspaces();
  const workspaces = lists.data ? allWorkspaces(lists.data) : [];
  return (
    <div className="space-y-6">
      <SettingsSection
        title="API keys"
        level={1}
        description="A key calls the Teamboard API as you, with at most the access you give it. Send it as “Authorization: Bearer tb_…”."
      >
        <div className="space-y-4">
          {created && <NewApiKeySecret created={created} onDone={() => setCreated(null)} />}
          <CreateApiKeyForm workspaces={workspaces} onCreated={setCreated} />
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Every call is described in the{' '}
            <a className="font-medium underline" href="/api/docs" target="_blank" rel="noreferrer">
              API documentation
            </a>
            , where you can try it with a key.
          </p>
        </div>
      </SettingsSection>
      <SettingsSection title="Your keys" description="Revoking a key stops it at once.">
        <KeyList />
      </SettingsSection>
    </div>
  );
}
