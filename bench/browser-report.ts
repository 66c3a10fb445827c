import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserResults } from './browser-phase';
import { measurementTable } from './report-section';

const HEADING = 'In Chromium';
const TIMELINE_HEADING = '### Where the time of a cold opening goes (5,000 tasks, one run)';

/**
 * The section of the board in Chromium: its first cards, its pages' initial JavaScript and
 * where one cold opening's time goes. In the report it runs up to the notes.
 */
export function browserSection(where: string, browser: BrowserResults): string {
  return `## ${HEADING}, ${where}

Measured on ${new Date().toISOString().slice(0, 10)}.

${measurementTable(browser.measurements)}

${TIMELINE_HEADING}

${browser.timeline}
`;
}

/** Replaces the board's section of `file` (`npm run bench -- browser`), up to the report's notes. */
export function writeBrowserSection(file: string, where: string, browser: BrowserResults): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n## ${HEADING}`);
  const end = text.indexOf('\nNotes\n', start);
  if (start < 0 || end < 0) throw new Error(`no "${HEADING}" section: run the whole bench`);
  writeFileSync(
    file,
    `${text.slice(0, start + 1)}${browserSection(where, browser)}${text.slice(end)}`,
  );
}
