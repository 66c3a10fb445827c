import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route does to stored data, when its method alone would say otherwise: 'read' for
     * a POST that only reads (a search with a body), 'write' for a read method that changes
     * something. Undeclared, GET, HEAD and OPTIONS read and every other method writes.
     */
    effect?: RouteEffect;
    /**
     * 'open': a write an archived board still takes, as it leaves the board's content as it
     * is: restoring or deleting the board, its people, someone's own view of it or their own
     * running timer on it, stopping an import. Every other write is refused on an archived board.
     */
    archivedBoard?: 'open';
  }
}

export type RouteEffect = 'read' | 'write';

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request's route changes stored data: what a read-only API key is refused and what
 * the per-user write budget counts. Decided by the route's declared effect, else by its method.
 */
export function routeWrites(request: FastifyRequest): boolean {
  return effectWrites(request.routeOptions.config.effect, request.method);
}

/** Whether a route of this method and declared effect changes stored data (see routeWrites). */
export function effectWrites(declared: RouteEffect | undefined, method: string): boolean {
  if (declared) return declared === 'write';
  return !READ_METHODS.has(method);
}

/** Whether the request's route changes what is on a board, which an archived board refuses. */
export function routeChangesBoard(request: FastifyRequest): boolean {
  return routeWrites(request) && request.routeOptions.config.archivedBoard !== 'open';
}
