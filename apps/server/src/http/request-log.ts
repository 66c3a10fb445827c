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
 * (`…/projects/{id}/join/{token}` and its API twin), e-mail verification, password reset and the
 * public invitation calls under `/workspaces/invitations/{token}`. The segment after each is
 * masked whatever its length, so even a mistyped token is not kept.
 */
const TOKEN_SEGMENT =
  /(\/(?:join|verify|verify-email|reset-password|workspaces\/invitations)\/)[^/?#]+/g;
/** Secrets in a query string: link tokens and the OAuth callback's code and state. */
const TOKEN_PARAM = /([?&](?:token|code|state|access_token|refresh_token)=)[^&#]*/gi;

function maskTokens(url: string): string {
  return url.replace(TOKEN_SEGMENT, '$1***').replace(TOKEN_PARAM, '$1***');
}
