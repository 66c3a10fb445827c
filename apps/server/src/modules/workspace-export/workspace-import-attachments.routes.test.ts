import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  attachmentThumbnailPath,
  type Attachment,
  type Task,
  type Workspace,
} from '@teamboard/shared';
import type { Subscription } from '@teamboard/shared/billing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, workspaces } from '../../db/schema/index';
import {
  attachmentCalls,
  locallyStoredFiles,
  samplePng,
  WINDOWS_PROGRAM,
} from '../../test/attachment-calls';
import { hostedBillingEnv } from '../../test/billing-env';
import { useBoardScene } from '../../test/board-scene';
import { bearer, verifiedUser } from '../../test/factories';
import { expectPlanLimit } from '../../test/plan-limit-calls';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exportCalls,
  importedTaskId,
  jsonOf,
  unzip,
  zipOf,
} from '../../test/workspace-export-calls';
import type { Account } from '../../test/workspace-fixture';

const GB = 1024 ** 3;
const NOTES = 'What changed in this release';
const scene = useBoardScene();
let other: TestApp;
let importer: Account;
let entries: Map<string, Buffer>;
let png: Buffer;
let image: Attachment;
let notes: Attachment;
let gone: Attachment;

/**
 * An image on "Launch", its cover; a text file and a file whose bytes are deleted before the
 * export reads them on "Follow up", whose cover is that file. Exported by the owner.
 */
beforeAll(async () => {
  const { cast, calls, t } = scene;
  const board = await calls.newBoard('Files');
  const launch = await calls.newTask(board, { title: 'Launch' });
  const followUp = await calls.newTask(board, { title: 'Follow up' });
  const files = attachmentCalls(t, calls, cast.member);
  png = await samplePng();
  image = await files.attach(launch._id, 'screen.png', png);
  notes = await files.attach(followUp._id, 'notes.txt', NOTES);
  gone = await files.attach(followUp._id, 'gone.txt', 'deleted meanwhile');
  await setCover(t, launch._id, image);
  await setCover(t, followUp._id, gone);
  // As the sweep would, once the file was deleted after the export read the tables.
  await rm(path.join(t.app.ctx.config.dataDir, 'attachments', scene.workspace.id, gone._id));

  const ready = await exportCalls(t).readyExport(cast.owner, scene.workspace.id);
  entries = await unzip((await exportCalls(t).download(ready.downloadUrl ?? '')).rawPayload);
  other = await createTestApp();
  importer = await verifiedUser(other.app, { email: cast.owner.email, name: cast.owner.name });
});
afterAll(async () => {
  await other.close();
});

/** A cover showing an attached image: set in the database, as the cover field takes URLs. */
async function setCover(t: TestApp, taskId: string, attachment: Attachment) {
  await t.app.ctx.db
    .update(tasks)
    .set({ cover: attachmentThumbnailPath(attachment._id) })
    .where(eq(tasks.id, taskId));
}

/** Imports the export's entries into `into`, `changes` replacing some (null: removing them). */
async function importWith(changes: Record<string, Buffer | string | null> = {}, into = other) {
  const files = new Map(entries);
  for (const [name, content] of Object.entries(changes)) {
    if (content === null) files.delete(name);
    else files.set(name, Buffer.from(content));
  }
  const account =
    into === other ? importer : await verifiedUser(into.app, { name: scene.cast.owner.name });
  return {
    response: await exportCalls(into).importZip(account, await zipOf(Object.fromEntries(files))),
    account,
  };
}

const bytesOf = (attachment: Attachment) => `attachments/${attachment._id}`;
const listed = () => jsonOf(entries, 'attachments.json') as Record<string, unknown>[];
/** attachments.json with the image's row changed. */
const withImageRow = (change: Record<string, unknown>) =>
  JSON.stringify(listed().map((row) => (row._id === image._id ? { ...row, ...change } : row)));

const read = (url: string) => other.app.inject({ method: 'GET', url, headers: bearer(importer) });

/** The imported workspace's task of this title, as the API answers it. */
async function importedTask(workspace: Workspace, title: string): Promise<Task> {
  const id = await importedTaskId(other, workspace._id, title);
  return (await read(`/api/tasks/${id}`)).json<{ task: Task }>().task;
}

async function workspaceCount(t: TestApp) {
  const [row] = await t.app.ctx.db.select({ n: count() }).from(workspaces);
  return row?.n;
}

describe('the export of attached files', () => {
  it("holds each file's bytes and attachments.json, less a file deleted meanwhile", () => {
    expect(listed()).toEqual([
      {
        _id: image._id,
        taskId: image.taskId,
        name: 'screen.png',
        size: png.length,
        mimeType: 'image/png',
        uploadedBy: scene.cast.member.user._id,
        createdAt: image.createdAt,
      },
      expect.objectContaining({ _id: notes._id, name: 'notes.txt', mimeType: 'text/plain' }),
    ]);
    expect(entries.get(bytesOf(image))?.equals(png)).toBe(true);
    expect(entries.get(bytesOf(notes))?.toString()).toBe(NOTES);
    // Thumbnails are made again by the import, as for an upload.
    expect([...entries.keys()].filter((name) => name.endsWith('.webp'))).toEqual([]);
  });
});

describe('importing attached files', () => {
  it('stores them as the new workspace’s: the same bytes, thumbnails, covers and storage used', async () => {
    const { response } = await importWith();
    expect(response.statusCode, response.body).toBe(201);
    const workspace = response.json<{ workspace: Workspace }>().workspace;
    const launch = await importedTask(workspace, 'Launch');
    const [copy] = (await read(`/api/tasks/${launch._id}/attachments`)).json<{
      attachments: Attachment[];
    }>().attachments;

    expect(copy).toMatchObject({
      name: 'screen.png',
      size: png.length,
      mimeType: 'image/png',
      createdAt: image.createdAt,
      uploadedBy: { name: scene.cast.member.name },
    });
    expect(copy?._id).not.toBe(image._id);
    expect((await read(copy?.url ?? '')).rawPayload.equals(png)).toBe(true);
    const thumbnail = await read(copy?.thumbnailUrl ?? '');
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(launch).toMatchObject({
      cover: attachmentThumbnailPath(copy?._id ?? ''),
      attachmentCount: 1,
    });
    // Its cover's file did not come along.
    expect(await importedTask(workspace, 'Follow up')).toMatchObject({
      cover: null,
      attachmentCount: 1,
    });
    const usage = (await read(`/api/workspaces/${workspace._id}/subscription`)).json<{
      subscription: Subscription;
    }>().subscription.usage;
    expect(usage.storageBytes).toBe(png.length + NOTES.length);
    expect(await locallyStoredFiles(other)).toHaveLength(3);
  });

  it('refuses a renamed program, bytes unlike attachments.json and missing ones, storing nothing', async () => {
    const stored = await locallyStoredFiles(other);
    const before = await workspaceCount(other);
    const cases: [Record<string, Buffer | string | null>, string][] = [
      [
        { [bytesOf(image)]: WINDOWS_PROGRAM },
        `${bytesOf(image)} ("screen.png"): Programs cannot be attached: this file is an executable`,
      ],
      [
        { 'attachments.json': withImageRow({ size: png.length + 1 }) },
        `${bytesOf(image)} ("screen.png") holds ${png.length} bytes, not the ${png.length + 1} attachments.json gives`,
      ],
      [
        { [bytesOf(notes)]: null },
        `attachments.json lists "notes.txt", but the zip holds no ${bytesOf(notes)}`,
      ],
    ];
    for (const [changes, message] of cases) {
      const { response } = await importWith(changes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    await other.app.ctx.jobs.kick('stored file sweep');
    expect(await locallyStoredFiles(other)).toEqual(stored);
    expect(await workspaceCount(other)).toBe(before);
  });
});

describe('an import of files this server would not take', () => {
  let small: TestApp | undefined;
  afterAll(async () => {
    await small?.close();
  });

  it('refuses a file past ATTACHMENT_MAX_BYTES (413) before storing any', async () => {
    small = await createTestApp({}, { ATTACHMENT_MAX_BYTES: '100' });
    const { response } = await importWith({}, small);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(
      `attachments.json: "screen.png" is ${png.length} bytes, larger than this server takes (max 100 bytes)`,
    );
    expect(await locallyStoredFiles(small)).toEqual([]);
  });

  it("refuses more files than the new workspace's plan stores (402) before storing any", async () => {
    const hosted = await createTestApp(
      {},
      { ...hostedBillingEnv(), BILLING_TRIAL_DAYS: '0', ATTACHMENT_MAX_BYTES: String(2 * GB) },
    );
    try {
      const { response } = await importWith(
        { 'attachments.json': withImageRow({ size: 1.5 * GB }) },
        hosted,
      );
      expectPlanLimit(response, {
        limit: 'storageBytes',
        plan: 'free',
        max: GB,
        upgradeUrl: '/account/billing',
      });
      expect(response.json<{ message: string }>().message).toBe(
        'The Free plan a new workspace starts on allows 1 GB of attached files, and this export holds 1.5 GB: delete files in the exported workspace and export it again.',
      );
      expect(await locallyStoredFiles(hosted)).toEqual([]);
      expect(await workspaceCount(hosted)).toBe(0);
    } finally {
      await hosted.close();
    }
  });
});
