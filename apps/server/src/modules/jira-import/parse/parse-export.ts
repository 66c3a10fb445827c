import { JIRA_IMPORT_MAX_BYTES, JIRA_IMPORT_MAX_ISSUES } from '@teamboard/shared/jira-import';
import { ExportRejected, type ParsedExport } from '../jira-issue';
import { readCsvRecords } from './csv-records';
import { firstLineBreak, LINE_BREAK, readExportText, readUntil, textFrom } from './export-text';
import { JiraCsvReader } from './jira-csv';
import { readJiraJson } from './jira-json';
import { SearchAnswerReader } from './search-answer';

type ExportChunks = AsyncGenerator<string, void, undefined>;

/**
 * Reads an uploaded Jira export as it arrives (the route hands over the upload's stream): a JSON
 * object is Jira's REST search answer, anything else is read as Jira's CSV export. A file that
 * cannot be imported at all is refused with an ExportRejected saying why: larger than `maxBytes`,
 * with more than `maxIssues` rows (refused at the first row past them), empty, not text, not an
 * export, or without a single issue. A file whose every row has a problem is not refused: its
 * rows come back in `problems`, to be shown.
 */
export async function parseExport(
  input: AsyncIterable<Buffer | string>,
  options: { maxBytes?: number; maxIssues?: number } = {},
): Promise<ParsedExport> {
  const chunks = readExportText(input, options.maxBytes ?? JIRA_IMPORT_MAX_BYTES);
  const maxIssues = options.maxIssues ?? JIRA_IMPORT_MAX_ISSUES;
  try {
    // Leading white space (and the byte-order mark, dropped when decoding) is no part of either.
    const head = (await readUntil(chunks, '', /\S/)).trimStart();
    if (head === '') throw new ExportRejected('The file is empty');
    const parsed = head.startsWith('{')
      ? await readJson(head, chunks, maxIssues)
      : await readCsv(await readUntil(chunks, head, LINE_BREAK), chunks, maxIssues);
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

async function readJson(
  head: string,
  chunks: ExportChunks,
  maxIssues: number,
): Promise<ParsedExport> {
  const answer = new SearchAnswerReader(maxIssues);
  for await (const text of textFrom(head, chunks)) answer.read(text);
  return readJiraJson(answer.end(), maxIssues);
}

async function readCsv(
  head: string,
  chunks: ExportChunks,
  maxIssues: number,
): Promise<ParsedExport> {
  const reader = new JiraCsvReader(maxIssues);
  await readCsvRecords(textFrom(head, chunks), firstLineBreak(head), (record) =>
    reader.add(record),
  );
  return reader.finish();
}
