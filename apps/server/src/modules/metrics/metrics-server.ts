import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { ERROR_CODES } from '@teamboard/shared';
import { mayReadMetrics } from './metrics-access';
import type { Metrics } from './metrics';

export interface MetricsServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** GET /metrics alone, on a port of its own (METRICS_PORT) that the public proxy leaves out. */
export function createMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): MetricsServer {
  let server: Server | undefined;

  const answer = async (path: string, authorization: string | undefined, res: ServerResponse) => {
    if (path !== '/metrics') return sendError(res, 404, 'Not found', ERROR_CODES.notFound);
    if (!mayReadMetrics(options.token, authorization)) {
      return sendError(res, 401, 'Unauthorized', ERROR_CODES.unauthorized);
    }
    const text = await metrics.scrape();
    res.writeHead(200, { 'content-type': metrics.contentType }).end(text);
  };

  return {
    start: async () => {
      server = createServer((req, res) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          return sendError(res, 404, 'Not found', ERROR_CODES.notFound);
        }
        answer(path, req.headers.authorization, res).catch(() =>
          sendError(res, 500, 'Internal server error', ERROR_CODES.internal),
        );
      });
      server.listen(options.port, options.host);
      await once(server, 'listening');
    },
    stop: async () => {
      if (!server?.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

function sendError(res: ServerResponse, status: number, message: string, code: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ message, code }));
}
