import type { ApiKeyScope } from '@teamboard/shared/api-key';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from './app-error';

/**
 * Who is calling, on every channel: the verified claims of a request's or socket's access token
 * or personal API key (auth/ and api-keys/ verify them; the authenticate hook in auth/ puts them
 * on the request). Every gate takes them. Generic plumbing: nothing here reads the database.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that needs a caller: verifies the access token or API key and
     * puts its claims on the request (401 otherwise). auth/authenticate.ts builds it; the
     * composition root decorates the app with it, so a route needs only this name.
     */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** A verified access token's claims, set by the authenticate hook; read it via sessionOf. */
    session: AccessTokenClaims | null;
  }
}

export interface AccessTokenClaims {
  userId: string;
  /** The user's session version when the token was issued. */
  version: number;
  /** The sign-in session (refresh token family) the token belongs to: a logout ends it. */
  sessionId: string;
  /** When the token stops being valid (ms since the epoch): a socket opened with it ends then. */
  expiresAt: number;
  /** Present when the request came with a personal API key instead of a session's token. */
  apiKey?: ApiKeyGrant;
  /**
   * Set for each request by the authenticate hook: its route changes what is on a board, so an
   * archived board's gate refuses it (http/route-effect.ts). Sockets only read boards.
   */
  changesBoard?: boolean;
}

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

/** The claims the authenticate hook verified; what every gate takes. */
export function sessionOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}
