import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

/** One line of the report: what was measured, against which target. */
export interface Measurement {
  name: string;
  measured: string;
  target: string;
  met: boolean;
}

export function load(
  options: Omit<autocannon.Options, 'connections' | 'duration'>,
  connections: number,
  durationSeconds: number,
): Promise<autocannon.Result> {
  return autocannon({ ...options, connections, duration: durationSeconds });
}

export function describeLoad(result: autocannon.Result, connections: number): string {
  const failures = result.non2xx + result.errors;
  return `${result.requests.average.toFixed(0)} req/s at ${connections} connections, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures > 0 ? `, ${failures} failed` : ''}`;
}

/** Runs `step` `count` times one after the other; answers the median and p95 in milliseconds. */
export function timeSequential(
  count: number,
  step: () => Promise<void>,
): Promise<{ p50: number; p95: number }> {
  return timeSequentialAfter(count, async () => undefined, step);
}

/** Like timeSequential, with an untimed `setup` before each timed `step`. */
export async function timeSequentialAfter(
  count: number,
  setup: () => Promise<void>,
  step: () => Promise<void>,
): Promise<{ p50: number; p95: number }> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    await setup();
    const started = performance.now();
    await step();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Number(
      (
        durations[Math.min(durations.length - 1, Math.floor(quantile * durations.length))] ?? 0
      ).toFixed(1),
    );
  return { p50: at(0.5), p95: at(0.95) };
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One HTTP request on a kept-alive connection, answering status and body. A lean client (like
 * autocannon's) so that sequential timings measure the server rather than fetch's own overhead.
 */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
