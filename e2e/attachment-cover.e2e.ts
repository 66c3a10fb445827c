import type { Attachment, Task } from '@teamboard/shared';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBoard, serverLayout } from './support/boards';
import { screenshot, watchViolations } from './support/browser';
import { dragWithMouse, isStill } from './support/drag';
import { watchRoomJoin } from './support/room-join';
import { taskCard, useSignedInScene } from './support/scene';

const account = { name: 'Cora Cover', email: 'cora@example.com', password: 'cover password 1' };
const scene = useSignedInScene(account, { name: 'Cover Co', url: 'cover-co' });

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

/** A picture worth a cover (a landscape, 640×400), as a PNG: the server reads its type from it. */
function landscape(sky: string, ground: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="${sky}"/>
    <circle cx="480" cy="110" r="60" fill="#fde047"/>
    <polygon points="0,400 180,170 340,400" fill="${ground}"/>
    <polygon points="220,400 420,140 640,400" fill="${ground}" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface PageFile {
  name: string;
  base64: string;
}

/**
 * Files dragged from the computer onto `target`: a real DataTransfer built in the page, carried
 * by dragenter and dragover, then dropped unless `drop` is false (to look at the card meanwhile).
 */
async function dragFilesOnto(target: Locator, files: PageFile[], drop = true): Promise<void> {
  await target.evaluate(
    (element, { files: sent, drop: dropped }) => {
      const transfer = new DataTransfer();
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: 'image/png' }));
      }
      const types = dropped ? ['dragenter', 'dragover', 'drop'] : ['dragenter', 'dragover'];
      for (const type of types) {
        const event = new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer: transfer,
        });
        element.dispatchEvent(event);
      }
    },
    { files, drop },
  );
}

/** An image file pasted into `target`, as a screenshot from the clipboard. */
async function pasteFile(target: Locator, file: PageFile): Promise<void> {
  await target.evaluate((element, sent) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(sent.base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], sent.name, { type: 'image/png' }));
    const event = new ClipboardEvent('paste', {
      bubbles: true,
      cancelable: true,
      clipboardData: transfer,
    });
    element.dispatchEvent(event);
  }, file);
}

/** Whether an image has been decoded and drawn (an object URL that the page could show). */
const decoded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Waits for the toasts to go (the pointer away from them, which would hold them), so that a screenshot sees what is under them. */
async function waitForToastsToGo(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), WAIT).toBe(0);
}

async function openBoard(boardId: string): Promise<Page> {
  const page = await scene.browser.newPage();
  const joined = watchRoomJoin(page, 'join-board', boardId);
  await page.goto(`${scene.server.url}/cover-co/projects/${boardId}`);
  await expect.poll(joined, WAIT).toBe(true);
  return page;
}

const attachmentsOf = async (taskId: string) =>
  (await scene.api.get<{ attachments: Attachment[] }>(`/api/tasks/${taskId}/attachments`))
    .attachments;

describe('a cover from an attachment', () => {
  it('drops images onto a card, makes one the cover, shows it on the card and in the viewer', async () => {
    const { board, tasks } = await createBoard(scene.api, scene.workspace._id, 'Trip Plans', [
      { title: 'Book the mountain hut', column: 'To Do' },
      { title: 'Pack the bags', column: 'To Do' },
    ]);
    const task = tasks[0];
    if (!task) throw new Error('board not set up');
    const page = await openBoard(board._id);
    const violations = watchViolations(page);
    const card = taskCard(page, 'Book the mountain hut');
    await card.waitFor(WAIT);

    const peaks = {
      name: 'peaks.png',
      base64: (await landscape('#7dd3fc', '#166534')).toString('base64'),
    };
    const dunes = {
      name: 'dunes.png',
      base64: (await landscape('#fdba74', '#a16207')).toString('base64'),
    };
    await dragFilesOnto(card, [peaks, dunes], false);
    await expect.poll(() => card.innerText(), WAIT).toMatch(/Drop to attach to/);
    await screenshot(page, 'attachment-cover-1-drag-over-card');
    await dragFilesOnto(card, [peaks, dunes]);

    await expect.poll(() => card.innerText(), WAIT).toMatch(/\b2\s+files\b/);
    expect((await attachmentsOf(task._id)).map((each) => each.name).sort()).toEqual([
      'dunes.png',
      'peaks.png',
    ]);
    await expect
      .poll(() => page.getByText(/peaks\.png attached to/).count(), WAIT)
      .toBeGreaterThan(0);
    await screenshot(page, 'attachment-cover-2-dropped');

    await card.getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    const thumbnail = panel.getByRole('img', { name: 'Thumbnail of peaks.png' });
    await expect.poll(() => thumbnail.count(), WAIT).toBe(1);
    await expect.poll(() => decoded(thumbnail), WAIT).toBe(true);

    await panel.getByRole('button', { name: 'Make peaks.png the cover' }).click();
    const cardCover = card.getByTestId('task-cover').locator('img');
    await expect.poll(() => cardCover.count(), WAIT).toBe(1);
    await expect.poll(() => decoded(cardCover), WAIT).toBe(true);
    expect(await cardCover.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => decoded(panel.getByTestId('task-cover').locator('img')), WAIT)
      .toBe(true);
    const peaksFile = (await attachmentsOf(task._id)).find((each) => each.name === 'peaks.png');
    const { task: saved } = await scene.api.get<{ task: Task }>(`/api/tasks/${task._id}`);
    expect(saved.cover).toBe(peaksFile?.thumbnailUrl);
    await expect
      .poll(
        () => panel.getByRole('button', { name: 'Remove peaks.png as the cover' }).count(),
        WAIT,
      )
      .toBe(1);
    await screenshot(page, 'attachment-cover-3-cover-set');
    await waitForToastsToGo(page);
    await panel.getByRole('list', { name: 'Files' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'attachment-cover-4-files');

    await panel.getByRole('button', { name: 'Open peaks.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await viewer.waitFor(WAIT);
    const shown = viewer.getByRole('img', { name: 'peaks.png' });
    await expect.poll(() => decoded(shown), WAIT).toBe(true);
    await screenshot(page, 'attachment-cover-5-viewer');
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect
      .poll(() => decoded(viewer.getByRole('img', { name: 'dunes.png' })), WAIT)
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count(), WAIT).toBe(0);
    expect(await panel.isVisible()).toBe(true);

    // A screenshot pasted into the panel (not into a field) is attached as well.
    await panel.getByRole('heading', { name: 'Files' }).click();
    await pasteFile(panel, { name: 'pasted.png', base64: peaks.base64 });
    await expect
      .poll(async () => (await attachmentsOf(task._id)).map((each) => each.name).sort(), WAIT)
      .toEqual(['dunes.png', 'pasted.png', 'peaks.png']);
    await panel.getByRole('button', { name: 'Close' }).click();

    // The card still moves by dragging it: files from the computer are another kind of drag.
    const inProgress = page.getByTestId(/^column-cards-/).nth(1);
    await dragWithMouse(page, card, inProgress);
    await expect
      .poll(async () => (await serverLayout(scene.api, board._id))[1]?.tasks, WAIT)
      .toEqual(['Book the mountain hut']);
    await expect
      .poll(() => decoded(card.getByTestId('task-cover').locator('img')), WAIT)
      .toBe(true);
    await expect.poll(() => taskCard(page, 'Pack the bags').evaluate(isStill), WAIT).toBe(true);
    await screenshot(page, 'attachment-cover-6-moved');
    // Blob images, the viewer's styles and the toasts all within the Content-Security-Policy.
    expect(violations).toEqual([]);
  });
});
