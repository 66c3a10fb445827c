import { readFileSync } from 'node:fs';

/** A hand-made export from ./fixtures, as bytes. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** The bytes as an upload arriving `size` bytes at a time. */
export async function* inChunks(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, start + size);
    await Promise.resolve();
  }
}

/** Text as an upload in one chunk. */
export async function* upload(...chunks: (string | Buffer)[]): AsyncGenerator<string | Buffer> {
  for (const chunk of chunks) yield chunk;
}
