import type { TrustProxy } from '../config';

type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * The TRUST_PROXY setting as Fastify's trustProxy option. Fastify ignores a bare number, so a
 * hop count becomes a function trusting that many hops nearest the server (the socket peer is
 * hop 0): the client address is then the entry that many places from the right of
 * X-Forwarded-For, and anything a client writes further left changes nothing.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
