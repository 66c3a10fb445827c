import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, workspaces } from '../../db/schema/index';
import { bearer, verifiedUser } from '../../test/factories';
import { watchHealth } from '../../test/health-watch';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exportCalls,
  handMadeExport,
  handMadeWorkspace,
  handMadeTask,
  repeated,
  zipOf,
} from '../../test/workspace-export-calls';
import type { Account } from '../../test/workspace-fixture';

let t: TestApp;
let url: string;
let importer: Account;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  importer = await verifiedUser(t.app);
});
afterAll(async () => {
  await t.close();
});

/** Uploads a zip over real HTTP, as a browser would. */
async function upload(zip: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'export.zip');
  const response = await fetch(`${url}/api/workspaces/import`, {
    method: 'POST',
    body: form,
    headers: bearer(importer),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

async function counts() {
  const [spaces] = await t.app.ctx.db.select({ n: count() }).from(workspaces);
  const [rows] = await t.app.ctx.db.select({ n: count() }).from(tasks);
  return [spaces?.n, rows?.n];
}

describe('an import of a hostile zip', () => {
  // Each inflates from some hundred kilobytes to hundreds of megabytes.
  const bombs: [string, () => Promise<Buffer>, string][] = [
    [
      'millions of empty people (200 MB of {})',
      () => zipOf(handMadeExport({ 'people.json': repeated('[', '{},', 70_000_000, '{}]') })),
      'people.json holds more rows than an import takes (10000)',
    ],
    [
      'a file inflating past 256 MB',
      () => zipOf(handMadeExport({ 'comments.json': repeated('[', ' ', 300 * 1024 * 1024, ']') })),
      'The zip holds more than an import can read',
    ],
    [
      'one row of 41 million values',
      () =>
        zipOf(handMadeExport({ 'task-activity.json': repeated('[[', '0,', 41_000_000, '0]]') })),
      'The zip holds more than an import can read',
    ],
    [
      'lists nested a hundred thousand deep',
      () => zipOf(handMadeExport({ 'tasks.json': repeated('', '[', 100_000, '') })),
      'The zip holds more than an import can read',
    ],
  ];

  it.each(bombs)(
    'refuses %s with 413 while /health keeps answering, and the server lives on',
    async (_name, makeZip, message) => {
      const zip = await makeZip();
      expect(zip.length).toBeLessThan(1024 * 1024);
      const before = await counts();
      const stop = watchHealth(url);
      const answer = await upload(zip);
      const health = await stop();
      expect(answer.status, answer.body.message).toBe(413);
      expect(answer.body.message).toContain(message);
      expect(health.answered).toBeGreaterThan(0);
      expect(health.silence).toBeLessThan(2_000);
      expect(await counts()).toEqual(before);
      // Still serving, and still importing what is fine.
      expect((await upload(await zipOf(handMadeExport()))).status).toBe(201);
    },
    60_000,
  );
});

describe('an import checks every field as the API does', () => {
  const cases: [string, Record<string, object>, string][] = [
    [
      'a javascript: cover',
      { 'tasks.json': [handMadeTask({ cover: 'javascript:alert(1)' })] },
      'tasks.json does not match the export format at 0.cover: Use an https:// address or an uploaded file',
    ],
    [
      'a title of 100,000 characters',
      { 'tasks.json': [handMadeTask({ title: 'x'.repeat(100_000) })] },
      'tasks.json does not match the export format at 0.title: Title must be at most 500 characters',
    ],
    [
      'a priority of 9',
      { 'tasks.json': [handMadeTask({ priority: 9 })] },
      'tasks.json does not match the export format at 0.priority: Must be between 1 and 5',
    ],
    [
      'a person named by 10,000 characters',
      {
        'people.json': [
          {
            _id: '6f0c3c5e-1d2b-4b7a-9c55-0a0a0a0a0009',
            name: 'n'.repeat(10_000),
            email: 'a@b.co',
          },
        ],
      },
      'people.json does not match the export format at 0.name: Name must be at most 100 characters',
    ],
    [
      'more allowed email domains than the settings take',
      {
        'workspace.json': handMadeWorkspace({
          allowedEmailDomains: Array.from({ length: 51 }, (_, i) => `d${String(i)}.com`),
        }),
      },
      'workspace.json does not match the export format at allowedEmailDomains: At most 50 domains',
    ],
    [
      'a broken row among many, named by its index, the first one only',
      {
        'tasks.json': [handMadeTask(), handMadeTask({ title: '' }), handMadeTask({ title: '' })],
      },
      'tasks.json does not match the export format at 1.title: Title is required',
    ],
  ];

  it.each(cases)('refuses %s with 400 and writes nothing', async (_name, entries, message) => {
    const before = await counts();
    const response = await exportCalls(t).importZip(importer, await zipOf(handMadeExport(entries)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await counts()).toEqual(before);
  });
});
