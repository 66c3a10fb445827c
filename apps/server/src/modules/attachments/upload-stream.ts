import { Readable, Transform } from 'node:stream';

/** The upload went past the most a file may have. */
export class FileTooLarge extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLarge';
  }
}

/**
 * The first `bytes` of a stream, and the whole stream again (those bytes, then the rest as it
 * arrives): a file's type is decided before anything of it is stored.
 */
export async function peek(
  stream: Readable,
  bytes: number,
): Promise<{ head: Buffer; whole: Readable }> {
  const source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes && !ended) {
    const next = await source.next();
    if (next.done) ended = true;
    else {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  const first = Buffer.concat(chunks);
  async function* again() {
    try {
      if (first.length > 0) yield first;
      for (let next = ended ? undefined : await source.next(); next && !next.done;) {
        yield next.value;
        next = await source.next();
      }
    } finally {
      await source.return?.();
    }
  }
  return { head: first.subarray(0, bytes), whole: Readable.from(again(), { objectMode: false }) };
}

/** Passes bytes through and counts them; fails with FileTooLarge past `max`. */
export function sizeLimited(max: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > max) done(new FileTooLarge());
      else done(null, chunk);
    },
  });
  return Object.assign(counter, { bytes: () => bytes });
}
