import type { Measurement } from './load';
import { measurementTable, writeSection } from './report-section';

/**
 * The attached files and cards section of docs/performance.md: before the scale-out section
 * (the file's last), so that `npm run bench -- cards` can replace it alone.
 */
const HEADING = '## Attached files and cards';

export function filesSection(
  measurements: Measurement[],
  where: string,
  cpuCheck: number,
  loadBefore: number[],
): string {
  const measuredAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = loadBefore.map((each) => each.toFixed(2)).join(', ');
  return `${HEADING}

Measured by \`npm run bench -- cards\` (bench/files-phase.ts; a full run measures it too) on ${measuredAt} UTC,
on ${where}. Speed check: 100,000 PBKDF2-SHA256 iterations in ${cpuCheck} ms; load average before
(1, 5, 15 min): ${load}. The machine's 2 cores are shared with other work: the times vary from
run to run with it, the sizes do not (they depend only on the data).

Two boards of 5,000 tasks, as the Chromium rows' 5,000-task board: one with labels on every other
task and assignees on every third only (the board as it was measured before the card fields), and
one with every field a card shows (bench/scenarios/card-fields-seed.ts): those labels and
assignees, a checklist of 5 items on every fourth task (some ticked), 1 to 3 comments on every
third, an attached PDF on every fifth, and on every twentieth an image too, which is its cover
(250 covers, each a WebP thumbnail the app serves). Each is opened in Chromium by the built app as
\`npm start\` serves it, cold and returning, as in the Chromium rows, one board after the other on
the same server, so that the two meet the same load; the list's bytes are counted as the browser
received them and as the server sends each encoding. What the card fields cost is the difference
between the two boards' rows: the sizes exactly, the times within the spread of their runs.

The upload: a 25 MB file of random bytes (the default ATTACHMENT_MAX_BYTES) sent as a browser's
multipart form to a task, 5 times one after the other, then a 100 MB one as a control (the server
started with ATTACHMENT_MAX_BYTES at 100 MB for it), to the same built server, on local disk
storage, before the boards are opened. The server's resident set (Linux's /proc), V8 heap in use
and Buffers outside the heap (its own /metrics) are sampled every 50 ms: settled 3 s before, the
peak of each upload, settled 3 s after. A file streams from the socket to the disk in chunks;
held whole it would add its size to the Buffers and the resident set, so the control would peak
75 MiB above the others: that is the check. Buffers are freed when the garbage collector next runs, so what an upload
passed through shows in the Buffers for a while after.

${measurementTable(measurements)}
`;
}

/** Replaces the attached files and cards section of the report in `file`. */
export function writeFilesSection(file: string, section: string): void {
  writeSection(file, HEADING, section);
}
