import type { FastifyRequest } from 'fastify';

/** Who is calling, as the sessions list and account activity record it. */
export interface ClientInfo {
  /** The client's address (behind a trusted proxy, the one it forwarded: see trust-proxy.ts). */
  ip: string;
  userAgent: string | null;
}

const MAX_USER_AGENT = 512;

export function clientOf(request: FastifyRequest): ClientInfo {
  return clientAt(request.ip, request.headers['user-agent']);
}

/** A client by its address and User-Agent header (an HTTP request's, or a socket handshake's). */
export function clientAt(ip: string, userAgent: string | undefined): ClientInfo {
  return { ip, userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null };
}
