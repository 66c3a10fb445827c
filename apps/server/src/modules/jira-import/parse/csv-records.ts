import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { LineBreak } from './export-text';

/** One CSV record: its cells, and what papaparse found wrong in it (an unclosed quote…). */
export interface CsvRecord {
  cells: string[];
  error: string | null;
}

/**
 * Reads CSV text as it arrives with papaparse (a quoted cell may hold commas, quotes and line
 * breaks, and may end in a later chunk), handing `onRecord` each record in order. Jira writes
 * commas; `lineBreak` is what the file's first line ends with (papaparse would guess it from the
 * first chunk alone, however short). An error `onRecord` throws stops the reading and rejects.
 */
export function readCsvRecords(
  text: AsyncIterable<string>,
  lineBreak: LineBreak,
  onRecord: (record: CsvRecord) => void,
): Promise<void> {
  const source = Readable.from(text);
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
