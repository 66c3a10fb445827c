import { readFileSync, writeFileSync } from 'node:fs';
import type { Measurement } from './load';

/**
 * The attached files and cards section of docs/performance.md: before the scale-out section
 * (the file's last), so that `npm run bench -- cards` can replace it alone.
 */
const HEADING = '## Attached files and cards';
const SCALE_OUT_HEADING = '## Scale-out';

export function filesSection(
  measurements: Measurement[],
  where: string,
  cpuCheck: number,
  loadBefore: number[],
): string {
  const rows = measurements.map(
    (each) =>
      `| ${each.name} | ${each.measured} | ${each.target} | ${each.met ? 'met' : 'MISSED'} |`,
  );
  const measuredAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = loadBefore.map((each) => each.toFixed(2)).join(', ');
  return `${HEADING}

Measured by \`npm run bench -- cards\` (bench/files-phase.ts; a full run measures it too) on ${measuredAt} UTC,
on ${where}. Speed check: 100,000 PBKDF2-SHA256 iterations in ${cpuCheck} ms; load average before
(1, 5, 15 min): ${load}. The machine's 2 cores are shared with other work: the times vary from
run to run with it, the sizes do not (they depend only on the data).

The board is the 5,000-task board of the Chromium rows, with every field a card shows
(bench/scenarios/card-fields-seed.ts): labels on every other task and assignees on every third as
there, a checklist of 5 items on every fourth (some ticked), 1 to 3 comments on every third, an
attached PDF on every fifth, and on every twentieth an image too, which is its cover (250 covers,
each a WebP thumbnail the app serves). It is opened in Chromium by the built app as \`npm start\`
serves it, cold, as in the Chromium rows; the list's bytes are counted as the browser received them
and as the server sends each encoding.

The upload: a 25 MB file of random bytes (the default ATTACHMENT_MAX_BYTES) sent as a browser's
multipart form to a task, 5 times one after the other, to the same built server, on local disk
storage, before the board is opened. The server's resident set (Linux's /proc) and V8 heap in use
(its own /metrics) are sampled every 50 ms: settled 3 s before, the peak of each upload, settled
3 s after. The file streams from the socket to the disk in chunks; held whole it would add its
25 MiB to both.

| scenario | measured | target | |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
}

/**
 * Replaces the section in `file` (up to the next section), or puts it before the scale-out
 * section, or at the end.
 */
export function writeFilesSection(file: string, section: string): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${HEADING}`);
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1);
    const rest = next < 0 ? '' : text.slice(next + 1);
    writeFileSync(file, `${text.slice(0, start + 1)}${section}${rest ? `\n${rest}` : ''}`);
    return;
  }
  const scaleOut = text.indexOf(`\n${SCALE_OUT_HEADING}`);
  if (scaleOut < 0) writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
  else writeFileSync(file, `${text.slice(0, scaleOut + 1)}${section}\n${text.slice(scaleOut + 1)}`);
}
