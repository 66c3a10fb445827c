import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment } from '@teamboard/shared';
import { boardCalls } from './board-fixture';
import { bearer, verifiedUser } from './factories';
import { multipartFile } from './import-calls';
import { createTestApp, type TestApp } from './test-app';
import type { Account } from './workspace-fixture';

type Calls = ReturnType<typeof boardCalls>;

/** Attachment calls for API tests, as `actor` unless told otherwise. */
export function attachmentCalls(t: TestApp, calls: Calls, actor: Account) {
  const { inject } = calls;
  const upload = (taskId: string, name: string, content: Buffer | string, account = actor) => {
    // The client's claimed type is always a harmless one: the server must not believe it.
    const { payload, headers } = multipartFile(name, content, 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/attachments`,
      payload,
      headers: { ...headers, ...bearer(account) },
    });
  };
  return {
    upload,
    /** Uploads and answers the attachment; throws unless created (201). */
    async attach(taskId: string, name: string, content: Buffer | string, account = actor) {
      const response = await upload(taskId, name, content, account);
      if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
      return response.json<{ attachment: Attachment }>().attachment;
    },
    list: (taskId: string, account = actor) =>
      inject(account, 'GET', `/api/tasks/${taskId}/attachments`),
    download: (attachment: Pick<Attachment, 'url'>, account = actor) =>
      inject(account, 'GET', attachment.url),
    downloadById: (attachmentId: string, account = actor) =>
      inject(account, 'GET', `/api/attachments/${attachmentId}/download`),
    thumbnail: (attachmentId: string, account = actor) =>
      inject(account, 'GET', `/api/attachments/${attachmentId}/thumbnail`),
    remove: (attachmentId: string, account = actor) =>
      inject(account, 'DELETE', `/api/attachments/${attachmentId}`),
    /** Runs the sweep of stored files and waits for it. */
    sweep: () => t.app.ctx.jobs.kick('stored file sweep'),
  };
}

/**
 * A fresh app with these settings and one person in a workspace of theirs, with a task: for a
 * test about the server's settings, cheaper than the whole cast.
 */
export async function soloAttachmentScene(env: Record<string, string>) {
  const t = await createTestApp({}, env);
  const member = await verifiedUser(t.app, { name: 'The uploader' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(member),
    payload: { name: 'Files', url: `files-${process.pid}-${Date.now().toString(36)}` },
  });
  if (created.statusCode !== 201) throw new Error(`create workspace failed: ${created.body}`);
  const workspace = created.json<{ workspace: { _id: string; url: string } }>().workspace;
  const calls = boardCalls(t, workspace._id, member);
  const board = await calls.newBoard('Files');
  const task = await calls.newTask(board, { title: 'With files' });
  return { t, member, workspace, calls, task, files: attachmentCalls(t, calls, member) };
}

/** Every file under DATA_DIR/attachments (the local storage), as paths below it. */
export async function locallyStoredFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.app.ctx.config.dataDir, 'attachments');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A 40×30 PNG, to be thumbnailed. */
export async function samplePng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
}

/** Bytes of a Windows program (PE: "MZ") and of a Linux one (ELF), under any name. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(200, 1)]);
export const LINUX_PROGRAM = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(200, 0),
]);

export const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
