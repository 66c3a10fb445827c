import { lookup as resolveEach } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isForbiddenAddress } from './webhook-address';

export const REFUSED = 'a private or local address (set WEBHOOK_ALLOW_PRIVATE=true to allow it)';

/** Resolves like the system does, and refuses to connect to a forbidden address. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolveEach(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((each) => isForbiddenAddress(each.address));
    if (refused) {
      return callback(new Error(`${hostname} resolves to ${refused.address}, ${REFUSED}`), '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} does not resolve`), '', 0);
    callback(null, first.address, first.family);
  });
};

/**
 * Idle connections are closed after this, before a receiver's own keep-alive timeout would
 * (Node's server: 5 s) in most cases; a shorter `Keep-Alive: timeout=` hint is followed too.
 */
const IDLE_MS = 4000;

/**
 * Kept-alive connections to the receivers: one webhook's deliveries follow each other on the
 * same connection instead of a TCP (and TLS) handshake each. Unless private targets are allowed,
 * every new connection resolves through guardedLookup: a kept connection goes to an address
 * that was checked when it opened, so reuse cannot dodge the check.
 */
const agents = new Map<string, http.Agent>();

export function webhookAgent(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol} ${String(allowPrivate)}`;
  const known = agents.get(key);
  if (known) return known;
  const options: http.AgentOptions = {
    keepAlive: true,
    timeout: IDLE_MS,
    lookup: allowPrivate ? undefined : guardedLookup,
  };
  const agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  return agent;
}
