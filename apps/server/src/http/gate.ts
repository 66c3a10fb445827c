import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { sessionOf, type AccessTokenClaims } from './caller';

/**
 * Gates as route options: a route names its gate in its config (`config: { gate:
 * boardGate('board.manage') }`); one preHandler, after the route's authentication, runs it and
 * keeps what it found (the caller's access to the resource) for the handler, which reads it with
 * `gated(request, boardGate)`. The gates themselves (who may do what) live in the modules'
 * *.policy.ts; this is the plumbing, and knows none of them.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's gate, passed after authentication and before the handler (http/gate.ts). */
    gate?: Gate;
  }
}

/**
 * A gate's check for one request: the caller's access to the route's resource, or the gate's
 * 401, 404, 403 or 409.
 */
export type GateCheck<Access> = (
  db: Database,
  claims: AccessTokenClaims,
  request: FastifyRequest,
) => Promise<Access>;

/** One route's gate, as its config declares it. */
export interface Gate {
  /** The name of its kind ('board', 'task'…): the API description reads what it can refuse. */
  readonly kind: string;
  pass(db: Database, request: FastifyRequest): Promise<void>;
}

/** A kind of gate (a board's, a task's…): declares a route's gate and reads what it found. */
export interface GateKind<Args extends unknown[], Access> {
  (...args: Args): Gate;
  /** What this kind of gate found for the request: the handler's resource and caller. */
  accessOf(request: FastifyRequest): Access;
}

/**
 * A kind of gate from its check. What a gate found is kept per request and per kind, so a
 * handler reading the access of a kind its route does not declare fails loudly.
 */
export function defineGate<Args extends unknown[], Access>(
  name: string,
  check: (...args: Args) => GateCheck<Access>,
): GateKind<Args, Access> {
  const found = new WeakMap<FastifyRequest, { access: Access }>();
  const declare = (...args: Args): Gate => {
    const run = check(...args);
    return {
      kind: name,
      pass: async (db, request) => {
        found.set(request, { access: await run(db, sessionOf(request), request) });
      },
    };
  };
  const accessOf = (request: FastifyRequest): Access => {
    const passed = found.get(request);
    if (!passed) throw new Error(`${request.routeOptions.url} declares no ${name} gate`);
    return passed.access;
  };
  return Object.assign(declare, { accessOf });
}

/** What the route's gate of this kind found: `gated(request, boardGate)`. */
export function gated<Access>(
  request: FastifyRequest,
  kind: Pick<GateKind<never[], Access>, 'accessOf'>,
): Access {
  return kind.accessOf(request);
}

/** Where a gate finds its resource's id in the request. */
export type IdOf = (request: FastifyRequest) => string;

/** The id in a route parameter (`:id` unless named). */
export const fromParams =
  (key = 'id'): IdOf =>
  (request) =>
    idIn(request.params, key, 'params');

/** The id in a field of the (validated) body. */
export const fromBody =
  (key: string): IdOf =>
  (request) =>
    idIn(request.body, key, 'body');

/** The id in a field of the (validated) query string. */
export const fromQuery =
  (key: string): IdOf =>
  (request) =>
    idIn(request.query, key, 'query');

/** A field of a validated part of the request (its body, params or query), if it is there. */
export function fieldOf(source: unknown, key: string): unknown {
  return typeof source === 'object' && source ? Reflect.get(source, key) : undefined;
}

function idIn(source: unknown, key: string, part: string): string {
  const value = fieldOf(source, key);
  // The route's schema made it a string: anything else is a gate declared against the schema.
  if (typeof value !== 'string') throw new Error(`the gate's id is not a string at ${part}.${key}`);
  return value;
}

/**
 * Every route declaring a gate passes it last among its preHandlers: after validation (400),
 * the authentication its plugin adds (401, the API key rules, the write budget) and the route's
 * own (board and chat write limits), then the gate's 401 → 404 → 403 → 409, as when handlers
 * called it first thing. Registered once, before the routes.
 */
export function registerGates(app: FastifyInstance, db: Database): void {
  app.addHook('onRoute', (route) => {
    const gate = route.config?.gate;
    if (!gate) return;
    const passGate: preHandlerAsyncHookHandler = (request) => gate.pass(db, request);
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), passGate];
  });
}
