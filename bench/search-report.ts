import os from 'node:os';
import type { Measurement } from './load';
import { measurementTable, writeSection } from './report-section';

const HEADING = '## Command palette search';

/** One database's search rows. */
export interface SearchMeasurements {
  where: string;
  measurements: Measurement[];
}

/** The command palette search section of docs/performance.md: a table per database. */
export function searchSection(measured: SearchMeasurements[], cpuCheck: number): string {
  const measuredAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os
    .loadavg()
    .map((each) => each.toFixed(2))
    .join(', ');
  const tables = measured.map(
    ({ where, measurements }) => `### ${where}\n\n${measurementTable(measurements)}\n`,
  );
  return `${HEADING}

Measured by \`npm run bench -- search\` (bench/scenarios/search.ts; a full run measures it too) on
${measuredAt} UTC. Speed check: 100,000 PBKDF2-SHA256 iterations in ${cpuCheck} ms; load average at
the end (1, 5, 15 min): ${load}. The machine's 2 cores are shared with other work, which the p95
rows feel first.

\`GET /api/workspaces/{workspace}/search?q=\` (the palette's task search, 20 results) on a
workspace of 50,000 tasks seeded as the browser rows' biggest board, through the built server, each
query 50 times one after the other after 5 untimed ones. A key is found through the board's number
index; title words among the workspace's 500 newest tasks first, else through the title's
full-text GIN index (migration 0034), newest updated first. Statistics are gathered after
seeding, as autovacuum would on a live database.

${tables.join('\n')}`;
}

/** Replaces the command palette search section of the report in `file`. */
export function writeSearchSection(file: string, section: string): void {
  writeSection(file, HEADING, section);
}
