import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/app-error';
import { routeWrites } from '../../http/route-effect';
import type { ApiKeyGrant } from '../../http/caller';

export const READ_ONLY_KEY_MESSAGE = 'This API key can only read';
export const RESTRICTED_KEY_MESSAGE =
  'This API key is limited to one workspace and cannot be used for this';

/**
 * The personal routes that span every workspace of their caller: refused to a key restricted to
 * one workspace, which must see nothing of the others. Every other route is either about one
 * workspace (its gate decides, see keyReaches) or about the person alone (their profile).
 * api-key-reach.test.ts makes every new personal route, and every route naming no entity in
 * its path, be put on one side or the other.
 */
export const ACROSS_WORKSPACES: ReadonlySet<string> = new Set([
  '/api/workspaces',
  '/api/workspaces/import',
  '/api/workspaces/check-url/:url',
  '/api/workspaces/invitations/:token/accept',
  '/api/workspaces/invitations/:token/decline',
  '/api/me/invitations',
  '/api/me/invitations/:invitationId/accept',
  '/api/me/invitations/:invitationId/decline',
  '/api/me/billing',
  '/api/me/dashboard',
  '/api/me/onboarding',
  '/api/me/last-active-workspace',
  '/api/me/notification-preferences',
  '/api/notifications',
  '/api/notifications/:id',
  '/api/notifications/:id/mark-read',
  '/api/notifications/mark-all-read',
  '/api/tasks/timers/active',
]);

/**
 * What a request made with an API key must pass beyond its owner's rights, before its route
 * runs: the key's budget of requests (429), the routes no key may call, the personal routes
 * spanning every workspace (refused to a key restricted to one), and its scope (a read key only
 * reads, by the route's declared effect: see route-effect.ts). The workspace restriction itself
 * is decided by every gate (keyReaches).
 */
export async function admitApiKey(request: FastifyRequest, grant: ApiKeyGrant): Promise<void> {
  await request.server.limitApiKeys(request);
  if (request.routeOptions.config.apiKeys === false) {
    throw forbidden('API keys cannot be used for this: sign in instead');
  }
  if (grant.workspaceId && ACROSS_WORKSPACES.has(request.routeOptions.url ?? '')) {
    throw forbidden(RESTRICTED_KEY_MESSAGE);
  }
  admitKeyScope(grant, routeWrites(request));
}

/**
 * A read key only reads: anything that changes something, a request or a socket event, is
 * refused to it (403). Credentials that are not a key pass.
 */
export function admitKeyScope(grant: ApiKeyGrant | undefined, writes: boolean): void {
  if (grant?.scope === 'read' && writes) throw forbidden(READ_ONLY_KEY_MESSAGE);
}
