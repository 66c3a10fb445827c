import { fork } from 'node:child_process';

/** A report from a process of socket clients: its `type`, and what that type carries. */
export interface ClientReport {
  type: string;
}

type OfType<Report, Type> = Extract<Report, { type: Type }>;

export interface ClientsProcess<Report extends ClientReport> {
  /** The next report of this type (waits for it). */
  next<Type extends Report['type']>(type: Type): Promise<OfType<Report, Type>>;
  /** Every report of this type received so far and not yet taken. */
  take<Type extends Report['type']>(type: Type): OfType<Report, Type>[];
  close(): void;
}

/**
 * Socket clients in a process of their own (`file`, given `start`), so that they never share an
 * event loop with the code that times them: their reports queue here until taken.
 */
export function forkClients<Report extends ClientReport>(
  file: string,
  start: object,
): ClientsProcess<Report> {
  const child = fork(file, { execArgv: ['--import', 'tsx'] });
  let reports: Report[] = [];
  let exited: number | null | undefined;
  child.on('message', (message) => reports.push(message as Report));
  child.once('exit', (code) => (exited = code));
  child.send(start);
  const isOf =
    <Type extends Report['type']>(type: Type) =>
    (report: Report): report is OfType<Report, Type> =>
      report.type === type;
  return {
    async next(type) {
      for (;;) {
        const found = reports.find(isOf(type));
        if (found) {
          reports = reports.filter((report) => report !== found);
          return found;
        }
        // A client that could not connect or join ends the process: its error is on stderr.
        if (exited !== undefined) throw new Error(`the clients exited with code ${String(exited)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    take(type) {
      const taken = reports.filter(isOf(type));
      reports = reports.filter((report) => report.type !== type);
      return taken;
    },
    close: () => child.send('close'),
  };
}

/** The median and 99th percentile of delivery times, in milliseconds to a tenth. */
export function deliveryPercentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (quantile: number) =>
    Number((sorted[Math.floor(quantile * (sorted.length - 1))] ?? 0).toFixed(1));
  return { p50: at(0.5), p99: at(0.99) };
}
