import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app';
import { clientTypesOf, SCHEMA_FILE } from '../scripts/client-types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('src/schema.d.ts', () => {
  it('is what the routes generate now (else: npm run generate -w @teamboard/client)', async () => {
    const generated = await clientTypesOf(t.app.swagger());
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8');
    // Compared as a whole, not diffed: the file is some 400 KB.
    expect(checkedIn === generated, 'run npm run generate -w @teamboard/client').toBe(true);
  });
});
