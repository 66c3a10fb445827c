import type { Notification, Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { useTwoPeopleScene } from './support/scene';

const owner = { name: 'Rhea Owner', email: 'rhea@example.com', password: 'rich text pass 1' };
const member = { name: 'Sami Member', email: 'sami@example.com', password: 'rich text pass 2' };
const scene = useTwoPeopleScene(owner, member, { name: 'Prose Co', url: 'prose-co' });

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

/** A small PNG made in the page, pasted into the focused editor as a browser's paste does. */
const PASTE_IMAGE = async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 30;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = '#4f46e5';
  context.fillRect(0, 0, 40, 30);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No image');
  const data = new DataTransfer();
  data.items.add(new File([blob], 'pasted.png', { type: 'image/png' }));
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
};

describe('the description as rich text', () => {
  it('takes a heading, a list, a mention, a task link and a pasted image, saved as it is typed', async () => {
    const { board, tasks } = await createBoard(
      scene.owner.api,
      scene.workspace._id,
      'Launch Site',
      [
        { title: 'Write the plan', column: 'To Do' },
        { title: 'Book the venue', column: 'To Do' },
      ],
    );
    const [plan, venue] = tasks as [Task, Task];
    const page = await scene.owner.browser.newPage();
    await page.goto(`${scene.server.url}/prose-co/projects/${board._id}?task=${plan.taskId}`);
    const panel = page.getByTestId('task-panel');
    const description = panel.getByRole('textbox', { name: 'Description' });
    // The text's images (ProseMirror also puts empty <img> separators beside inline nodes).
    const images = description.locator('.rich-text-image img');
    await description.waitFor(WAIT);

    await description.click();
    await page.keyboard.type('## Plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Pick a date');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Confirm ${venue.taskId} with `);
    await page.keyboard.type('@Sam');
    await panel
      .page()
      .getByRole('listbox', { name: 'Mention someone' })
      .getByRole('option', { name: /Sami Member/ })
      .click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.evaluate(PASTE_IMAGE);
    await expect.poll(() => images.count(), WAIT).toBe(1);
    await page.getByRole('heading', { name: 'Description' }).click();

    const stored = async () =>
      (await scene.owner.api.get<{ task: Task }>(`/api/tasks/${plan._id}`)).task.description ?? '';
    await expect
      .poll(stored, WAIT)
      .toMatch(/<img src="\/api\/attachments\/[0-9a-f-]{36}\/download"/);
    const html = await stored();
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toMatch(
      /<ul><li><p>Pick a date<\/p><\/li><li><p>Confirm [A-Z0-9]+-2 with <span data-type="mention" data-id="[0-9a-f-]{36}" data-label="Sami Member">@Sami Member<\/span>/,
    );
    const { notifications } = await scene.member.api.get<{ notifications: Notification[] }>(
      '/api/notifications',
    );
    expect(notifications.map((each) => each.title)).toContain('Mentioned in a task');
    await screenshot(page, 'rich-text-description');

    // After a reload the text is as written, and the task key opens that task.
    await page.reload();
    await expect
      .poll(() => description.getByRole('heading', { name: 'Plan' }).count(), WAIT)
      .toBe(1);
    await expect.poll(() => images.count(), WAIT).toBe(1);
    await description.getByRole('link', { name: venue.taskId }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('task'), WAIT).toBe(venue.taskId);
    await expect.poll(() => panel.getByLabel('Title').inputValue(), WAIT).toBe('Book the venue');
    await page.close();
  });
});
