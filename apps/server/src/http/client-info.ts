import type { FastifyRequest } from 'fastify';

/** Who is calling, as the sessions list and account activity record it. */
export interface ClientInfo {
  /** The client's address (behind a trusted proxy, the one it forwarded: see trust-proxy.ts). */
  ip: string;
  userAgent: string | null;
}

const MAX_USER_AGENT = 512;

export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null };
}
