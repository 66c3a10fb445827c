import { readFileSync, writeFileSync } from 'node:fs';
import type { Measurement } from './load';

const SCALE_OUT_HEADING = '## Scale-out';

/**
 * Replaces the section of docs/performance.md that starts with `heading` (up to the next
 * section), or puts it before the scale-out section (the file's last), or at the end: so that a
 * part of the benchmark run alone (`npm run bench -- cards`) replaces only its own section.
 */
export function writeSection(file: string, heading: string, section: string): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${heading}`);
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

/** The report's table of measurements: one row each, and whether its target was met. */
export function measurementTable(measurements: Measurement[]): string {
  const rows = measurements.map(
    (each) =>
      `| ${each.name} | ${each.measured} | ${each.target} | ${each.met ? 'met' : 'MISSED'} |`,
  );
  return `| scenario | measured | target | |
| --- | --- | --- | --- |
${rows.join('\n')}`;
}
