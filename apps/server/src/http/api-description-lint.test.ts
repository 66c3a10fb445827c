import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const redocly = path.join(repoRoot, 'node_modules/.bin/redocly');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/** Redocly's recommended rules, as redocly.yaml tunes them, on the document of the real routes. */
async function lint(document: unknown): Promise<LintReport> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tb-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const args = ['lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format=json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // It exits 1 when it finds an error: the report is on its output either way.
  const stdout = await new Promise<string>((resolve) => {
    execFile(redocly, args, { env, maxBuffer: 64 * 1024 * 1024 }, (_exit, output) =>
      resolve(output),
    );
  });
  return JSON.parse(stdout) as LintReport;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('the API description, linted with Redocly', () => {
  it('has no error, and no warning but the three redocly.yaml explains', async () => {
    const report = await lint(t.app.swagger());
    const found = report.problems.map(
      ({ ruleId, severity, message, location }) =>
        `${severity} ${ruleId} ${location[0]?.pointer ?? ''}: ${message}`,
    );
    expect(report.totals.errors, found.join('\n')).toBe(0);
    // The routes that take neither input nor credential: nothing to answer 4xx for.
    expect(
      report.problems.map(({ ruleId, location }) => `${ruleId} ${location[0]?.pointer ?? ''}`),
    ).toEqual([
      'operation-4xx-response #/paths/~1health/get/responses',
      'operation-4xx-response #/paths/~1health~1ready/get/responses',
      'operation-4xx-response #/paths/~1auth~1providers/get/responses',
    ]);
  }, 60_000);
});
