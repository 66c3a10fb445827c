import autocannon from 'autocannon';

export const DURATION_SECONDS = 8;
export const CONNECTIONS = 10;

export interface Scenario {
  name: string;
  target: string;
  /** Which latency percentile the target is about. */
  percentile: 'p50' | 'p99';
  targetMs: number;
  run: () => Promise<autocannon.Result>;
}

export function load(
  options: Omit<autocannon.Options, 'connections' | 'duration'>,
): Promise<autocannon.Result> {
  return autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
}
