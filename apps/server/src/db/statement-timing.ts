import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Where statement times go once something reads them (the metrics); nothing is timed before. */
export interface StatementTiming {
  observe: ((seconds: number) => void) | undefined;
}

/**
 * Times every statement of every connection the pool opens (transactions included). pg's pool
 * calls a client's query with a callback, drizzle inside a transaction without one: both are
 * timed to their answer.
 */
export function timePoolStatements(pool: pg.Pool, timing: StatementTiming): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const observe = timing.observe;
      if (!observe) return query(...args);
      const started = performance.now();
      const done = () => observe((performance.now() - started) / 1000);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          (callback as (...results: unknown[]) => void)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) void result.then(done, done);
      return result;
    }) as typeof client.query;
  });
}

/**
 * Times every statement PGlite runs: its own `query`, and the `query` of each transaction it
 * opens (drizzle runs a transaction's statements through the transaction object).
 */
export function timePgliteStatements(client: PGlite, timing: StatementTiming): void {
  client.query = timedQuery(client.query.bind(client), timing);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = timedQuery(tx.query.bind(tx), timing);
      return callback(tx);
    });
}

function timedQuery<Query extends (...args: never[]) => Promise<unknown>>(
  query: Query,
  timing: StatementTiming,
): Query {
  return (async (...args: Parameters<Query>) => {
    const observe = timing.observe;
    if (!observe) return query(...args);
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      observe((performance.now() - started) / 1000);
    }
  }) as Query;
}
