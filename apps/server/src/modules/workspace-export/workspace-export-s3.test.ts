import type { Workspace } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema/index';
import { samplePng, soloAttachmentScene } from '../../test/attachment-calls';
import { bearer, verifiedUser } from '../../test/factories';
import { startLocalS3 } from '../../test/local-s3';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportCalls, jsonOf, unzip } from '../../test/workspace-export-calls';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let scene: Awaited<ReturnType<typeof soloAttachmentScene>>;
let other: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  scene = await soloAttachmentScene(s3.env);
  other = await createTestApp({}, s3.env);
});
afterAll(async () => {
  await other.close();
  await scene.t.close();
  await s3.close();
});

describe('a workspace export on S3-compatible storage (STORAGE=s3)', () => {
  it('reads the files from the bucket, and its import stores copies there', async () => {
    const { t, files, member, task, workspace } = scene;
    const png = await samplePng();
    const image = await files.attach(task._id, 'screen.png', png);
    await files.attach(task._id, 'notes.txt', 'Kept in the bucket');
    const gone = await files.attach(task._id, 'gone.txt', 'Deleted meanwhile');
    // As the sweep would, once the file was deleted after the export read the tables.
    await s3.remove(`attachments/${workspace._id}/${gone._id}`);
    const original = await s3.keys();
    expect(original).toHaveLength(3);

    const ready = await exportCalls(t).readyExport(member, workspace._id);
    const zip = (await exportCalls(t).download(ready.downloadUrl ?? '')).rawPayload;
    const entries = await unzip(zip);
    expect(entries.get(`attachments/${image._id}`)?.equals(png)).toBe(true);
    const listed = jsonOf(entries, 'attachments.json') as { name: string }[];
    expect(listed.map((row) => row.name).sort()).toEqual(['notes.txt', 'screen.png']);

    const importer = await verifiedUser(other.app);
    const imported = await exportCalls(other).importZip(importer, zip);
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json<{ workspace: Workspace }>().workspace;
    const rows = await other.app.ctx.db.select().from(attachments);
    const copied = rows.flatMap((row) =>
      row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey],
    );
    expect(copied.every((key) => key.startsWith(`attachments/${copy._id}/`))).toBe(true);
    expect(await s3.keys()).toEqual([...original, ...copied].sort());

    const imageCopy = rows.find((row) => row.name === 'screen.png');
    const download = await other.app.inject({
      method: 'GET',
      url: `/api/attachments/${imageCopy?.id ?? ''}/download`,
      headers: bearer(importer),
    });
    expect(download.statusCode).toBe(302);
    const bytes = await fetch(download.headers.location ?? '');
    expect(Buffer.from(await bytes.arrayBuffer()).equals(png)).toBe(true);
  });
});
