import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { ExportRejected } from '../jira-issue';
import type { LineBreak } from './export-text';

/** One CSV record: its cells, and what papaparse found wrong in it (an unclosed quote…). */
export interface CsvRecord {
  cells: string[];
  error: string | null;
}

/**
 * Characters one record may run to: far more than a Jira issue's row (each text field holds at
 * most 32,767 characters). Papaparse reads a record that does not end in the text it has again
 * with every chunk that comes, so a record without bound would cost time in its length squared.
 */
const MAX_RECORD_CHARS = 4 * 1024 * 1024;

/** How far papaparse has come: characters handed to it, and where its last record ended. */
interface Progress {
  fed: number;
  recordEnd: number;
  records: number;
}

/**
 * Reads CSV text as it arrives with papaparse (a quoted cell may hold commas, quotes and line
 * breaks, and may end in a later chunk), handing `onRecord` each record in order. Jira writes
 * commas; `lineBreak` is what the file's first line ends with (papaparse would guess it from the
 * first chunk alone, however short). An error `onRecord` throws stops the reading and rejects,
 * and so does a record running past MAX_RECORD_CHARS (an ExportRejected).
 */
export function readCsvRecords(
  text: AsyncIterable<string>,
  lineBreak: LineBreak,
  onRecord: (record: CsvRecord) => void,
): Promise<void> {
  const progress: Progress = { fed: 0, recordEnd: 0, records: 0 };
  // One chunk at a time: papaparse has read each before the next is counted.
  const source = Readable.from(bounded(text, progress), { highWaterMark: 1 });
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      source.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    Papa.parse<string[]>(source, {
      delimiter: ',',
      newline: lineBreak,
      header: false,
      step: (result, parser) => {
        progress.recordEnd = result.meta.cursor;
        progress.records += 1;
        try {
          onRecord({ cells: result.data, error: result.errors[0]?.message ?? null });
        } catch (error) {
          fail(error);
          parser.abort();
        }
      },
      complete: () => resolve(),
      error: fail,
    });
  });
}

/** The text as papaparse gets it, refused once a record runs past MAX_RECORD_CHARS. */
async function* bounded(
  text: AsyncIterable<string>,
  progress: Progress,
): AsyncGenerator<string, void, undefined> {
  for await (const chunk of text) {
    progress.fed += chunk.length;
    if (progress.fed - progress.recordEnd > MAX_RECORD_CHARS) {
      throw new ExportRejected(
        `Row ${progress.records + 1} is longer than ${MAX_RECORD_CHARS / 1024 / 1024} MB, more than any Jira issue's: a quote in it may never be closed`,
      );
    }
    yield chunk;
  }
}
