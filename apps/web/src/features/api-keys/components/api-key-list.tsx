import { relativeTime } from '@teamboard/shared';
import type { ApiKey } from '@teamboard/shared/api-key';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { reportOutcome } from '../../../lib/report-outcome';
import { useRevokeApiKey } from '../api/revoke-api-key';

function lastUse(key: ApiKey): string {
  if (!key.lastUsedAt) return 'Never used';
  return `Last used ${relativeTime(key.lastUsedAt)} from ${key.lastUsedIp ?? 'an unknown address'}`;
}

function expiry(key: ApiKey, now: Date): string {
  if (!key.expiresAt) return 'Never expires';
  const at = new Date(key.expiresAt);
  return `${at <= now ? 'Expired' : 'Expires'} on ${format(at, 'd MMM yyyy')}`;
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const onRevoke = () =>
    reportOutcome(revoke.mutateAsync(apiKey._id), 'Could not revoke the key', () =>
      toast.success(`Revoked “${apiKey.name}”`),
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-4">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{apiKey.name}</span>
          <code className="font-mono text-xs text-neutral-500">{apiKey.prefix}…</code>
          <Badge>{apiKey.scope === 'write' ? 'Read and write' : 'Read only'}</Badge>
          <Badge>{apiKey.workspace ? apiKey.workspace.name : 'All workspaces'}</Badge>
        </p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Created {relativeTime(apiKey.createdAt)} · {lastUse(apiKey)} ·{' '}
          {expiry(apiKey, new Date())}
        </p>
      </div>
      <ConfirmButton
        label="Revoke"
        question={`Revoke “${apiKey.name}”?`}
        loading={revoke.isPending}
        onConfirm={onRevoke}
      />
    </li>
  );
}

export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  if (keys.length === 0) {
    return (
      <EmptyState
        title="No API keys yet"
        description="Create one to call the Teamboard API from a script or another tool."
      />
    );
  }
  return (
    <ul aria-label="API keys" className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {keys.map((key) => (
        <ApiKeyRow key={key._id} apiKey={key} />
      ))}
    </ul>
  );
}
