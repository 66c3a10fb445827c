import { JIRA_IMPORT_MAX_BYTES } from '@teamboard/shared/jira-import';
import { ExportRejected, type ParsedExport } from '../jira-issue';
import { readCsvRecords } from './csv-records';
import { firstLineBreak, LINE_BREAK, readExportText, readUntil, textFrom } from './export-text';
import { JiraCsvReader } from './jira-csv';
import { readJiraJson } from './jira-json';

/**
 * Reads an uploaded Jira export as it arrives (the route hands over the upload's stream): a JSON
 * object is Jira's REST search answer, anything else is read as Jira's CSV export. A file that
 * cannot be imported at all is refused with an ExportRejected saying why: larger than `maxBytes`,
 * empty, not text, not an export, or without a single issue. A file whose every row has a
 * problem is not refused: its rows come back in `problems`, to be shown.
 */
export async function parseExport(
  input: AsyncIterable<Buffer | string>,
  options: { maxBytes?: number } = {},
): Promise<ParsedExport> {
  const chunks = readExportText(input, options.maxBytes ?? JIRA_IMPORT_MAX_BYTES);
  try {
    // Leading white space (and the byte-order mark, dropped when decoding) is no part of either.
    const head = (await readUntil(chunks, '', /\S/)).trimStart();
    if (head === '') throw new ExportRejected('The file is empty');
    const parsed = head.startsWith('{')
      ? readJiraJson(await readAll(head, chunks))
      : await readCsv(await readUntil(chunks, head, LINE_BREAK), chunks);
    if (parsed.issues.length === 0 && parsed.problems.length === 0) {
      throw new ExportRejected(
        'The file has no issues: export again with a filter that finds some',
      );
    }
    return parsed;
  } finally {
    await chunks.return();
  }
}

async function readAll(
  head: string,
  chunks: AsyncGenerator<string, void, undefined>,
): Promise<string> {
  const parts = [head];
  for await (const chunk of chunks) parts.push(chunk);
  return parts.join('');
}

async function readCsv(
  head: string,
  chunks: AsyncGenerator<string, void, undefined>,
): Promise<ParsedExport> {
  const reader = new JiraCsvReader();
  await readCsvRecords(textFrom(head, chunks), firstLineBreak(head), (record) =>
    reader.add(record),
  );
  return reader.finish();
}
