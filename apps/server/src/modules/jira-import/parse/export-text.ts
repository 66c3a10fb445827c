import { TextDecoder } from 'node:util';
import { eventLoopTurns } from '../event-loop-turns';
import { ExportRejected } from '../jira-issue';

export const NOT_AN_EXPORT = 'This file is not a Jira CSV or JSON export';

/** The most text the parsers are handed at once, however large the chunks the upload comes in. */
const PIECE_BYTES = 32 * 1024;

/**
 * The uploaded file as text, chunk by chunk as it arrives: its bytes counted against the limit
 * (refused as soon as it is passed, before the rest is read), decoded as UTF-8 with a character
 * split between two chunks kept whole and a leading byte-order mark dropped. A file that is not
 * UTF-8 text (an image, a spreadsheet, a CSV saved in another encoding) is refused. Chunks are
 * cut into pieces of at most PIECE_BYTES, with turns of the event loop between them, so reading
 * a file that arrives at once (or faster than it is parsed) never holds the process.
 */
export async function* readExportText(
  input: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<string, void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const turn = eventLoopTurns();
  let bytes = 0;
  for await (const chunk of input) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += data.length;
    if (bytes > maxBytes) throw new ExportRejected(tooLarge(maxBytes));
    for (let start = 0; start < data.length; start += PIECE_BYTES) {
      await turn();
      yield checked(decode(decoder, data.subarray(start, start + PIECE_BYTES)));
    }
  }
  yield checked(decode(decoder));
}

function decode(decoder: TextDecoder, data?: Buffer): string {
  try {
    return data ? decoder.decode(data, { stream: true }) : decoder.decode();
  } catch {
    throw new ExportRejected(
      `${NOT_AN_EXPORT}: it is not UTF-8 text (a CSV saved from a spreadsheet must be saved as "CSV UTF-8")`,
    );
  }
}

/** Text never holds a NUL character; binary files (images, archives, .xlsx) nearly always do. */
function checked(text: string): string {
  if (text.includes('\0')) throw new ExportRejected(NOT_AN_EXPORT);
  return text;
}

function tooLarge(maxBytes: number): string {
  return `The file is larger than ${sizeLabel(maxBytes)}: export fewer issues at a time (a project or a date range per file) and import each file`;
}

function sizeLabel(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${bytes} bytes`;
}

/**
 * Reads on from `head` until `pattern` matches (or the text ends), testing only what each chunk
 * adds (and the character before it, for a CRLF split between two chunks).
 */
export async function readUntil(
  chunks: AsyncIterator<string>,
  head: string,
  pattern: RegExp,
): Promise<string> {
  let checked = 0;
  while (!pattern.test(head.slice(checked))) {
    checked = Math.max(0, head.length - 1);
    const next = await chunks.next();
    if (next.done) return head;
    head += next.value;
  }
  return head;
}

/** A line break whose kind is known (a CR with what follows it). */
export const LINE_BREAK = /\n|\r[^]/;

export type LineBreak = '\r\n' | '\n' | '\r';

/** The line break the text's first line ends with: what a CSV uses throughout. */
export function firstLineBreak(text: string): LineBreak {
  const match = /\r\n|\n|\r/.exec(text)?.[0];
  return match === '\r\n' || match === '\r' ? match : '\n';
}

/** The whole text again as chunks: the head already read, then the rest as it comes. */
export async function* textFrom(
  head: string,
  chunks: AsyncGenerator<string, void, undefined>,
): AsyncGenerator<string, void, undefined> {
  try {
    yield head;
    yield* chunks;
  } finally {
    // Stopped early (a rejected file): stop reading the upload too.
    await chunks.return();
  }
}
