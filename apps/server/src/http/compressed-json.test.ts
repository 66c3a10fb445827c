import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, CompressedJsonMemo } from './compressed-json';

const json = (label: string) => JSON.stringify({ label, tasks: Array(500).fill({ title: label }) });

describe('compressed JSON texts', () => {
  it('compresses a text once per encoding while it is among the most recently sent', async () => {
    const list = json('text-1');
    // Room for two such texts.
    const memo = new CompressedJsonMemo(2 * list.length);
    const br = memo.compressed(list, 'br');
    expect(memo.compressed(list, 'br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(list);
    expect(gunzipSync(await memo.compressed(list, 'gzip')).toString()).toBe(list);

    await memo.compressed(json('text-2'), 'br');
    expect(memo.compressed(list, 'br')).toBe(br);
    await memo.compressed(json('text-3'), 'br');
    await memo.compressed(json('text-4'), 'br');
    expect(memo.compressed(list, 'br')).not.toBe(br);
  });

  it('chooses brotli, then gzip, by what the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
