import autocannon from 'autocannon';

export const DURATION_SECONDS = 8;
export const CONNECTIONS = 10;

export interface Scenario {
  name: string;
  target: string;
  /** What the target is about: a latency percentile (ms) or throughput (requests per second). */
  measure: 'p50' | 'p99' | 'rps';
  targetValue: number;
  /** Concurrent connections; CONNECTIONS when absent. */
  connections?: number;
  run: (connections: number) => Promise<autocannon.Result>;
}

export function load(
  options: Omit<autocannon.Options, 'connections' | 'duration'>,
  connections: number,
): Promise<autocannon.Result> {
  return autocannon({ ...options, connections, duration: DURATION_SECONDS });
}

/** Whether a scenario's measured value met its target. */
export function verdict(scenario: Scenario, result: autocannon.Result): { met: boolean } {
  if (scenario.measure === 'rps') return { met: result.requests.average >= scenario.targetValue };
  const value = scenario.measure === 'p50' ? result.latency.p50 : result.latency.p99;
  return { met: value <= scenario.targetValue };
}
