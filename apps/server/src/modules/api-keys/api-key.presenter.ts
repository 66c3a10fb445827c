import type { ApiKey } from '@teamboard/shared/api-key';
import type { ApiKeyRow } from '../../db/schema/index';

export function presentApiKey(key: ApiKeyRow, workspaceName: string | null): ApiKey {
  return {
    _id: key.id,
    name: key.name,
    prefix: key.prefix,
    scope: key.scope,
    workspace: key.workspaceId ? { _id: key.workspaceId, name: workspaceName ?? '' } : null,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: key.lastUsedIp,
    expiresAt: key.expiresAt?.toISOString() ?? null,
  };
}
