import type { FastifyInstance } from 'fastify';

/** One log line per request, with tokens in link paths masked. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: maskTokens(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        userId: request.session?.userId,
      },
      'request',
    );
  });
}

/**
 * Link tokens are passwords: an invitation (`/join/{token}`), a board join link
 * (`…/projects/{id}/join/{token}` and its API twin), e-mail verification, password reset, the
 * confirmation of a new email address (`/confirm-email/{token}`) and the public invitation calls
 * under `/workspaces/invitations/{token}`. The segment after each is masked whatever its length,
 * so even a mistyped token is not kept. request-log.test.ts holds every route of the app whose
 * address carries a credential to these lists.
 */
const TOKEN_SEGMENT =
  /(\/(?:join|verify|verify-email|reset-password|confirm-email|workspaces\/invitations)\/)[^/?#]+/g;
/**
 * Secrets in a query string: link tokens (an unsubscribe link's `token`, the invitation a sign-up
 * carries), an export download's `signature`, and the OAuth callback's code and state.
 */
const TOKEN_PARAM =
  /([?&](?:token|invitation|signature|code|state|access_token|refresh_token)=)[^&#]*/gi;

function maskTokens(url: string): string {
  return url.replace(TOKEN_SEGMENT, '$1***').replace(TOKEN_PARAM, '$1***');
}
