import { startRoundRobinProxy } from './round-robin-proxy';

/**
 * The round-robin proxy in a process of its own (forked by scenarios/scale-out.ts through
 * forkClients), as nginx would be: it never shares an event loop with the load generator. It
 * reports its address and process id (its CPU is read), then the upstream each websocket was
 * pinned to; 'close' ends it.
 */
export interface ProxyStart {
  upstreams: string[];
}

export type ProxyReport =
  { type: 'ready'; url: string; pid: number } | { type: 'upgrade'; upstream: number };

const report = (message: ProxyReport) => process.send?.(message);

process.once('message', (message) => {
  void run(message as ProxyStart);
});

async function run(start: ProxyStart): Promise<void> {
  const proxy = await startRoundRobinProxy(start.upstreams, (upstream) =>
    report({ type: 'upgrade', upstream }),
  );
  process.on('message', (message) => {
    if (message === 'close') void proxy.close().then(() => process.exit(0));
  });
  report({ type: 'ready', url: proxy.url, pid: process.pid });
}
