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
        userId: request.currentUser?.id,
      },
      'request',
    );
  });
}

function maskTokens(url: string): string {
  return url.replace(
    /(\/(?:verify-email|reset-password|invitations|verify)\/)[A-Za-z0-9_-]{16,}/g,
    '$1***',
  );
}
