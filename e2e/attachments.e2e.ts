import type { Attachment } from '@teamboard/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../apps/server/src/test/workspace-fixture';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { watchRoomJoin } from './support/room-join';
import { taskCard, useSignedInScene } from './support/scene';

const account = { name: 'Fay Files', email: 'fay@example.com', password: 'attach password 1' };
const scene = useSignedInScene(account, { name: 'File Co', url: 'file-co' });

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

/** A Windows program (its MZ header): the server refuses it whatever its name. */
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]);

async function openBoard(boardId: string): Promise<Page> {
  const page = await scene.browser.newPage();
  const joined = watchRoomJoin(page, 'join-board', boardId);
  await page.goto(`${scene.server.url}/file-co/projects/${boardId}`);
  await expect.poll(joined, WAIT).toBe(true);
  return page;
}

const storedNames = async (taskId: string) => {
  const { attachments } = await scene.api.get<{ attachments: Attachment[] }>(
    `/api/tasks/${taskId}/attachments`,
  );
  return attachments.map((attachment) => attachment.name);
};

describe('task attachments', () => {
  it('uploads an image from the panel: its thumbnail shows, the card counts it; a program is refused', async () => {
    const { board, tasks } = await createBoard(scene.api, scene.workspace._id, 'Design Desk', [
      { title: 'Draw the logo', column: 'To Do' },
    ]);
    const task = tasks[0];
    if (!task) throw new Error('board not set up');
    const page = await openBoard(board._id);
    await taskCard(page, 'Draw the logo').getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    await expect
      .poll(() => panel.getByRole('button', { name: 'Attach files' }).count(), WAIT)
      .toBe(1);

    await panel.getByTestId('attach-files-input').setInputFiles([
      { name: 'pixel.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: PROGRAM },
    ]);

    const thumbnail = panel.getByRole('img', { name: 'Thumbnail of pixel.png' });
    await expect.poll(() => thumbnail.count(), WAIT).toBe(1);
    // The WebP came with the token and shows: the image decoded.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => taskCard(page, 'Draw the logo').innerText(), WAIT)
      .toMatch(/\b1\s+file\b/);
    await expect
      .poll(() => panel.getByRole('alert').innerText(), WAIT)
      .toMatch(/tool\.exe|program|allowed/i);
    expect(await storedNames(task._id)).toEqual(['pixel.png']);
    await screenshot(page, 'attachments-panel');
  });
});
