import type { Workspace } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import {
  coveredRows,
  exportCoverage,
  unseeded,
  uploadedFiles,
  type ExportCoverage,
} from '../../test/export-coverage';
import { seedEveryColumn } from '../../test/export-seed';
import { verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { canonicalRows, type ComparedTable } from '../../test/workspace-canonical';
import { exportCalls } from '../../test/workspace-export-calls';

/**
 * The export cannot drift: every column of every table hanging from a workspace (PostgreSQL's
 * catalogue says which, so a table or column added later is in) must come back from an export
 * and its import as it was, or be declared in not-exported.ts with why. A workspace seeded with
 * a value other than the default in each of them is exported, imported on a second instance by
 * its owner, and both copies compared table by table, ids replaced by what they name and
 * uploaded files by their bytes.
 */
const scene = useBoardScene();
let other: TestApp;
let coverage: ExportCoverage;
let imported: { workspace: Workspace; importer: string };

beforeAll(async () => {
  other = await createTestApp();
  await seedEveryColumn(scene);
  const { owner } = scene.cast;
  const ready = await exportCalls(scene.t).readyExport(owner, scene.workspace.id);
  const zip = (await exportCalls(scene.t).download(ready.downloadUrl ?? '')).rawPayload;
  const importer = await verifiedUser(other.app, { email: owner.email, name: owner.name });
  const response = await exportCalls(other).importZip(importer, zip);
  expect(response.statusCode, response.body).toBe(201);
  imported = {
    workspace: response.json<{ workspace: Workspace }>().workspace,
    importer: importer.user._id,
  };
  coverage = await exportCoverage(scene.t.app.ctx.db);
});
afterAll(async () => {
  await other.close();
});

const exportedRows = () =>
  coveredRows(scene.t.app.ctx.db, coverage, scene.workspace.id, scene.cast.owner.user._id);
const importedRows = () =>
  coveredRows(other.app.ctx.db, coverage, imported.workspace._id, imported.importer);

describe('an export and its import, column by column', () => {
  it('declares only tables and columns the database has', () => {
    expect(coverage.misdeclared, 'correct not-exported.ts').toEqual([]);
  });

  it('is seeded with a value other than the default in every column it compares', async () => {
    const missing = await unseeded(scene.t.app.ctx.db, await exportedRows(), coverage);
    expect(missing, 'set these in test/export-seed.ts').toEqual([]);
  });

  it('brings back every column of every table of the workspace, or declares why not', async () => {
    const canonical = async (t: TestApp, tables: ComparedTable[]) =>
      canonicalRows(tables, await uploadedFiles(t.app.ctx.config.dataDir, tables));
    const before = await canonical(scene.t, await exportedRows());
    const after = await canonical(other, await importedRows());
    // Parents first: the first table that differs is where the drift is.
    for (const [table, rows] of before) {
      expect(after.get(table), `${table}: export and import it, or declare it`).toEqual(rows);
    }
  });

  it('takes in a table or a column added later, until it is exported or declared', async () => {
    const scratch = await createTestDatabase();
    try {
      await scratch.db.execute(sql`create table task_votes (
        id uuid primary key default gen_random_uuid(),
        task_id uuid not null references tasks (id) on delete cascade, title text not null)`);
      await scratch.db.execute(sql`alter table tasks add column effort integer`);
      const later = await exportCoverage(scratch.db);
      const columnsOf = (name: string) =>
        later.owned.find((each) => each.table.name === name)?.columns;
      expect(columnsOf('task_votes')).toEqual(['task_id', 'title']);
      expect(columnsOf('tasks')).toContain('effort');
    } finally {
      await scratch.close();
    }
  });
});
