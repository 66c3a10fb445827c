import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A built web app as apps/web's build leaves it: each text file with its .br and .gz. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'tb-web-'));
mkdirSync(path.join(webRoot, 'assets'));
const files = {
  'index.html': `<!doctype html><div id="root">teamboard spa</div>${' '.repeat(2000)}`,
  'assets/app-abc123.js': `console.log(${JSON.stringify('teamboard '.repeat(500))});`,
};
for (const [name, content] of Object.entries(files)) {
  const file = path.join(webRoot, name);
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the web app on the wire', () => {
  it('sends hashed assets precompressed, cached for a year', async () => {
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const response = await get('/assets/app-abc123.js', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = readFileSync(path.join(webRoot, `assets/app-abc123.js${extension}`));
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/app-abc123.js']);
  });

  it('sends index.html for deep links precompressed, never cached without asking', async () => {
    for (const url of ['/', '/acme/projects/123']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      const stored = readFileSync(path.join(webRoot, 'index.html.br'));
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
  });
});
