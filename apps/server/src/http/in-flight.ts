import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown for requests already accepted: their answers go out with `Connection:
 * close` (so a kept-alive connection does not hold the closing server open), and the database
 * closes only once every handler has finished, even one whose client went away meanwhile.
 */
export function trackInFlight(app: FastifyInstance): { drained(limitMs: number): Promise<void> } {
  let active = 0;
  let closing = false;
  let onIdle: (() => void) | undefined;
  app.addHook('onRequest', async () => {
    active += 1;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  // onResponse also runs for a request whose client went away; at worst shutdown waits the limit.
  app.addHook('onResponse', async () => {
    active -= 1;
    if (active === 0) onIdle?.();
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  return {
    drained: (limitMs) =>
      new Promise<void>((resolve) => {
        if (active === 0) return resolve();
        const timer = setTimeout(resolve, limitMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}
