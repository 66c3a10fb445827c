import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const THEME_SCRIPT = "\n  document.documentElement.classList.add('dark');\n";
const webRoot = mkdtempSync(path.join(tmpdir(), 'tb-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><head><script>${THEME_SCRIPT}</script>` +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
    '<div id="root"></div>',
);
const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
});

/** The policy's directives by name, each with its sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy', () => {
  it('is strict on the web app and allows its inline theme script by hash only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/acme/projects' });
    expect(page.statusCode).toBe(200);
    expect(directives(page.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", themeHash],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'https:', 'blob:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("comes with API answers too, with helmet's other headers", async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    for (const response of [health, missing]) {
      expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    }
  });
});
