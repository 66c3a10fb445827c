import type { Attachment, Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import {
  attachmentCalls,
  LINUX_PROGRAM,
  locallyStoredFiles,
  samplePng,
  SVG,
  WINDOWS_PROGRAM,
} from '../../test/attachment-calls';
import { useBoardScene } from '../../test/board-scene';
import { bearer, verifiedUser } from '../../test/factories';
import { addMember } from '../../test/workspace-fixture';

const scene = useBoardScene();
const files = () => attachmentCalls(scene.t, scene.calls, scene.cast.member);

async function taskOnNewBoard(title = 'Launch') {
  const board = await scene.calls.newBoard('Attachment board');
  const task = await scene.calls.newTask(board, { title });
  return { board, task };
}

async function taskJson(taskId: string) {
  const response = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${taskId}`);
  return response.json<{ task: Task }>().task;
}

describe('attachments', () => {
  it('are uploaded, listed, downloaded and deleted through the pinned calls', async () => {
    const { board, task } = await taskOnNewBoard();
    const calls = files();
    const created = await calls.upload(task._id, 'notes.txt', 'Ship on Friday.\n');
    expect(created.statusCode, created.body).toBe(201);
    const { attachment } = created.json<{ attachment: Attachment }>();
    expect(attachment).toEqual({
      _id: expect.any(String) as string,
      taskId: task._id,
      name: 'notes.txt',
      size: 16,
      mimeType: 'text/plain',
      uploadedBy: {
        _id: scene.cast.member.user._id,
        name: scene.cast.member.user.name,
        username: expect.any(String) as string,
        avatar: null,
      },
      createdAt: expect.any(String) as string,
      url: `/api/attachments/${attachment._id}/download`,
      thumbnailUrl: null,
    });
    expect((await calls.list(task._id)).json()).toEqual({ attachments: [attachment] });
    expect((await taskJson(task._id)).attachmentCount).toBe(1);
    const card = (await scene.calls.boardTasks(board)).find((each) => each._id === task._id);
    expect(card?.attachmentCount).toBe(1);

    const download = await calls.download(attachment);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Ship on Friday.\n');
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await calls.thumbnail(attachment._id)).statusCode).toBe(404);
    expect(await locallyStoredFiles(scene.t)).toContain(`${scene.workspace.id}/${attachment._id}`);

    const removed = await calls.remove(attachment._id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await calls.list(task._id)).json()).toEqual({ attachments: [] });
    expect((await taskJson(task._id)).attachmentCount).toBe(0);
    expect((await calls.download(attachment)).statusCode).toBe(404);
    await calls.sweep();
    expect(await locallyStoredFiles(scene.t)).not.toContain(
      `${scene.workspace.id}/${attachment._id}`,
    );
  });

  it('write the task history: files attached and deleted, by name', async () => {
    const { task } = await taskOnNewBoard();
    const calls = files();
    const attachment = await calls.attach(task._id, 'plan.txt', 'the plan');
    await calls.remove(attachment._id);
    const lines = await scene.calls.taskHistory(task._id);
    expect(
      lines
        .filter((line) => line.type.startsWith('attachment'))
        .map((line) => [line.type, line.attachment]),
    ).toEqual(
      expect.arrayContaining([
        ['attachment_added', 'plan.txt'],
        ['attachment_deleted', 'plan.txt'],
      ]),
    );
  });

  it('give an image a WebP thumbnail', async () => {
    const { task } = await taskOnNewBoard();
    const calls = files();
    const attachment = await calls.attach(task._id, 'screen.png', await samplePng());
    expect(attachment).toMatchObject({
      mimeType: 'image/png',
      thumbnailUrl: `/api/attachments/${attachment._id}/thumbnail`,
    });
    const image = await calls.download(attachment);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const thumbnail = await calls.thumbnail(attachment._id);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const bytes = thumbnail.rawPayload;
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });
});

describe('attachment rules', () => {
  it('decide the type from the bytes, and serve SVG and HTML only as downloads', async () => {
    const { task } = await taskOnNewBoard();
    const calls = files();
    const svg = await calls.attach(task._id, 'logo.png', SVG);
    expect(svg).toMatchObject({ name: 'logo.png', mimeType: 'image/svg+xml', thumbnailUrl: null });
    const served = await calls.download(svg);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="logo.png"; filename*=UTF-8''logo.png`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const html = await calls.attach(task._id, 'readme.txt', '<!DOCTYPE html><p>hi</p>');
    expect(html.mimeType).toBe('text/html');
    const page = await calls.download(html);
    expect(page.headers['content-disposition']).toMatch(/^attachment;/);

    const named = await calls.attach(task._id, '../Résumé (final).txt', 'cv');
    expect(named.name).toBe('Résumé (final).txt');
    expect((await calls.download(named)).headers['content-disposition']).toBe(
      `inline; filename="R_sum_ (final).txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.txt`,
    );
  });

  it('refuse a program under any name, storing nothing', async () => {
    const { task } = await taskOnNewBoard();
    const calls = files();
    const before = await locallyStoredFiles(scene.t);
    for (const [name, bytes] of [
      ['report.pdf', WINDOWS_PROGRAM],
      ['photo.jpg', LINUX_PROGRAM],
    ] as const) {
      const refused = await calls.upload(task._id, name, bytes);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Programs cannot be attached: this file is an executable',
      });
    }
    const empty = await calls.upload(task._id, 'empty.txt', '');
    expect(empty.statusCode).toBe(400);
    expect((await calls.list(task._id)).json()).toEqual({ attachments: [] });
    await calls.sweep();
    expect(await locallyStoredFiles(scene.t)).toEqual(before);
  });

  it('are read by whoever sees the task, added by whoever works on it', async () => {
    const { board, task } = await taskOnNewBoard();
    const { cast } = scene;
    await scene.calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
    });
    const calls = files();
    const mine = await calls.attach(task._id, 'members.txt', 'by the member');

    for (const account of [cast.owner, cast.admin, cast.manager, cast.member, cast.guest]) {
      const name = account.user.name;
      expect((await calls.list(task._id, account)).statusCode, name).toBe(200);
      expect((await calls.download(mine, account)).statusCode, name).toBe(200);
      const added = await calls.upload(task._id, `${name}.txt`, name, account);
      expect(added.statusCode, name).toBe(201);
    }
    for (const account of [cast.client, cast.outsider]) {
      const name = account.user.name;
      expect((await calls.list(task._id, account)).statusCode, name).toBe(404);
      expect((await calls.upload(task._id, 'x.txt', 'x', account)).statusCode, name).toBe(404);
      const download = await calls.download(mine, account);
      expect(download.statusCode, name).toBe(404);
      expect(download.json()).toMatchObject({ message: 'Attachment not found' });
      expect((await calls.thumbnail(mine._id, account)).statusCode, name).toBe(404);
      expect((await calls.remove(mine._id, account)).statusCode, name).toBe(404);
    }
    const signedOut = await scene.t.app.inject({ method: 'GET', url: mine.url });
    expect(signedOut.statusCode).toBe(401);
  });

  it('are deleted by their uploader and board admins; other workers get 403', async () => {
    const { board, task } = await taskOnNewBoard();
    const { cast } = scene;
    await scene.calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
    });
    const calls = files();
    const attached = await Promise.all(
      ['one', 'two', 'three'].map((name) => calls.attach(task._id, `${name}.txt`, name)),
    );
    const [first, second, third] = attached as [Attachment, Attachment, Attachment];
    for (const account of [cast.manager, cast.guest]) {
      const refused = await calls.remove(first._id, account);
      expect(refused.statusCode, account.user.name).toBe(403);
    }
    expect((await calls.remove(first._id, cast.owner)).statusCode).toBe(204);
    expect((await calls.remove(second._id, cast.admin)).statusCode).toBe(204);
    expect((await calls.remove(third._id)).statusCode).toBe(204);
    const guests = await calls.attach(task._id, 'guest.txt', 'by the guest', cast.guest);
    expect((await calls.remove(guests._id, cast.guest)).statusCode).toBe(204);
    expect((await calls.list(task._id)).json()).toEqual({ attachments: [] });
  });

  it('take no upload or deletion on an archived board, and still download', async () => {
    const { board, task } = await taskOnNewBoard();
    const calls = files();
    const kept = await calls.attach(task._id, 'kept.txt', 'kept');
    const archived = await scene.calls.inject(
      scene.cast.member,
      'POST',
      `/api/boards/${board.id}/archive`,
    );
    expect(archived.statusCode).toBe(200);
    const refused = await calls.upload(task._id, 'late.txt', 'late');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BOARD_ARCHIVED' });
    expect((await calls.remove(kept._id)).statusCode).toBe(409);
    expect((await calls.download(kept)).statusCode).toBe(200);
  });

  it("go with a deleted task: the sweep deletes its files and its thumbnails' files", async () => {
    const { task } = await taskOnNewBoard();
    const calls = files();
    const image = await calls.attach(task._id, 'image.png', await samplePng());
    const text = await calls.attach(task._id, 'text.txt', 'text');
    const ours = (stored: string[]) =>
      stored.filter((file) => file.includes(image._id) || file.includes(text._id));
    expect(ours(await locallyStoredFiles(scene.t))).toHaveLength(3);
    const deleted = await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${task._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await calls.download(image)).statusCode).toBe(404);
    await calls.sweep();
    expect(ours(await locallyStoredFiles(scene.t))).toEqual([]);
  });

  it("stay with the team when their uploader's account is deleted, without a name", async () => {
    const { task } = await taskOnNewBoard();
    const leaving = await verifiedUser(scene.t.app, { name: 'The leaver' });
    await addMember(scene.t.app, scene.cast.owner, scene.workspace.id, leaving, 'member');
    const calls = files();
    const kept = await calls.attach(task._id, 'handover.txt', 'all yours', leaving);
    const deleted = await scene.t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(leaving),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const listed = (await calls.list(task._id)).json<{ attachments: Attachment[] }>();
    expect(listed.attachments).toEqual([{ ...kept, uploadedBy: null }]);
    expect((await calls.download(kept)).body).toBe('all yours');
  });
});
