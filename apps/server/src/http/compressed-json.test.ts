import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, CompressedJsonMemo } from './compressed-json';

const json = (label: string) => JSON.stringify({ label, tasks: Array(500).fill({ title: label }) });

describe('compressed JSON texts', () => {
  it('compresses a text once per encoding while it is among the most recent', async () => {
    const memo = new CompressedJsonMemo(2);
    const list = json('first');
    const br = memo.compressed(list, 'br');
    expect(memo.compressed(list, 'br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(list);
    expect(gunzipSync(await memo.compressed(list, 'gzip')).toString()).toBe(list);

    await memo.compressed(json('second'), 'br');
    expect(memo.compressed(list, 'br')).toBe(br);
    await memo.compressed(json('third'), 'br');
    await memo.compressed(json('fourth'), 'br');
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
