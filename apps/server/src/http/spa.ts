import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@teamboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths the API owns: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/auth/', '/health', '/socket.io/', '/uploads/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/**
 * Serves the built web app and answers every other GET with index.html so deep links work.
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsWebApp(request) || !hasWebApp) {
      return reply.status(404).send({
        message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
        code: ERROR_CODES.notFound,
      });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function wantsWebApp(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}
