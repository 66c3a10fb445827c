import type { ApiKeyScope } from '@teamboard/shared/api-key';
import type { AccessTokenClaims } from '../auth/access-token';

/** What a request authenticated by a personal API key may reach, beyond its owner's roles. */
export interface ApiKeyGrant {
  keyId: string;
  scope: ApiKeyScope;
  /** The one workspace the key is restricted to, or null for all of its owner's. */
  workspaceId: string | null;
  /** The owner's workspaces whose settings refuse API keys (read when the key was presented). */
  refusingWorkspaces: string[];
}

/**
 * Whether the request's credentials reach this workspace: a session always does; an API key
 * unless it is restricted to another workspace or this one refuses keys. Every gate that
 * resolves a workspace asks this and answers its own 404 when not, as for an outsider.
 */
export function keyReaches(claims: AccessTokenClaims, workspaceId: string): boolean {
  const grant = claims.apiKey;
  if (!grant) return true;
  if (grant.refusingWorkspaces.includes(workspaceId)) return false;
  return grant.workspaceId === null || grant.workspaceId === workspaceId;
}

/**
 * Whether the credentials may learn anything of the workspace a name or id leads to (its id;
 * undefined when there is none): keyReaches for one that exists. A key restricted to one
 * workspace learns nothing beyond it, not even which names lead nowhere.
 */
export function keyMayLearnOf(claims: AccessTokenClaims, workspaceId: string | undefined): boolean {
  if (workspaceId === undefined) return !claims.apiKey?.workspaceId;
  return keyReaches(claims, workspaceId);
}
