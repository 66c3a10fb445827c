import type { Board, Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { taskCard, useSignedInScene } from './support/scene';

/** Issue 33's archive defects, in the browser: an archived board is shown read-only. */
const account = {
  name: 'Arlo Archivist',
  email: 'arlo@example.com',
  password: 'archive password 1',
};
const WAIT = { timeout: 10_000 };

const scene = useSignedInScene(account, { name: 'Shelf', url: 'shelf' });

describe('an archived board in the browser', () => {
  it('says it is read-only, offers no change but Restore, and is editable once restored', async () => {
    const { board, tasks } = await createBoard(scene.api, scene.workspace._id, 'Old launch', [
      { title: 'Press kit', column: 'To Do' },
    ]);
    const task = tasks[0] as Task;
    await scene.api.post<{ board: Board }>(`/api/boards/${board._id}/archive`, {});
    const page = await scene.browser.newPage();
    await page.goto(`${scene.server.url}/shelf/projects/${board._id}`);

    const banner = page.getByRole('status').filter({ hasText: 'This board is archived' });
    await banner.waitFor(WAIT);
    expect(await banner.textContent()).toContain('This board is archived — read-only.');
    await taskCard(page, 'Press kit').waitFor(WAIT);
    expect(await page.getByRole('button', { name: '+ Add task' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '+ Add column' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Move column To Do' }).count()).toBe(0);
    expect(await taskCard(page, 'Press kit').locator('[aria-roledescription]').count()).toBe(0);
    expect(await page.getByRole('button', { name: `Start timer on ${task.taskId}` }).count()).toBe(
      0,
    );
    expect(await page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    await screenshot(page, 'archive-fixes-archived-board');

    await taskCard(page, 'Press kit').getByRole('link').click();
    const panel = page.getByTestId('task-panel');
    await panel.getByRole('heading', { name: 'Press kit' }).waitFor(WAIT);
    // Read only: the title is a heading, the properties plain text, nothing opens a picker.
    expect(await panel.getByLabel('Title').count()).toBe(0);
    expect(await panel.getByRole('button', { name: /^Priority:/ }).count()).toBe(0);
    expect(await panel.getByLabel('Add a comment').count()).toBe(0);
    await screenshot(page, 'archive-fixes-archived-task');
    await panel.getByRole('button', { name: 'Close' }).click();

    await banner.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: '+ Add column' }).waitFor(WAIT);
    expect(await banner.count()).toBe(0);
    expect(await page.getByRole('button', { name: '+ Add task' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'archive-fixes-restored-board');
    await page.close();
  });

  it('turns read-only when a change is refused because someone archived it meanwhile', async () => {
    const { board, columns } = await createBoard(
      scene.api,
      scene.workspace._id,
      'Archived elsewhere',
    );
    const page = await scene.browser.newPage();
    await page.goto(`${scene.server.url}/shelf/projects/${board._id}`);
    const quickAddBox = page.getByTestId(`quick-add-bottom-${columns[0]?._id ?? ''}`);
    await quickAddBox.getByRole('button', { name: '+ Add task' }).click();
    await scene.api.post<{ board: Board }>(`/api/boards/${board._id}/archive`, {});

    const input = quickAddBox.getByRole('textbox');
    await input.fill('Too late');
    await input.press('Enter');
    await page.getByText('This board is archived. Restore it to make changes.').waitFor(WAIT);
    await page.getByText('This board is archived — read-only.').waitFor(WAIT);
    expect(await page.getByRole('button', { name: '+ Add column' }).count()).toBe(0);
    await screenshot(page, 'archive-fixes-archived-meanwhile');
    await page.close();
  });
});
