import type { Label } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { createBoard } from './support/boards';
import { screenshot } from './support/browser';
import { taskCard, useSignedInScene } from './support/scene';

const account = {
  name: 'Lena Labels',
  email: 'lena@example.com',
  password: 'labels password 1',
};
/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

const scene = useSignedInScene(account, { name: 'Tag Works', url: 'tag-works' });

describe('workspace labels (issue 33)', () => {
  it('offers workspace labels beside board labels in the task panel, on cards and in the filter', async () => {
    const { board, tasks } = await createBoard(scene.api, scene.workspace._id, 'Support', [
      { title: 'Refund request', column: 'To Do' },
      { title: 'Password reset', column: 'To Do' },
    ]);
    await scene.api.post<{ label: Label }>(`/api/boards/${board._id}/labels`, {
      name: 'Bug',
      color: '#dc2626',
    });
    await scene.api.post<{ label: Label }>(`/api/workspaces/${scene.workspace._id}/labels`, {
      name: 'Customer',
      color: '#2563eb',
    });
    const page = await scene.browser.newPage();
    await page.goto(`${scene.server.url}/tag-works/projects/${board._id}?task=${tasks[0]?.taskId}`);

    const panel = page.getByTestId('task-panel');
    await panel.getByRole('button', { name: 'Labels: none' }).click();
    const picker = page.getByRole('dialog', { name: 'Labels' });
    await picker.getByRole('option', { name: 'Customer (workspace)' }).waitFor(WAIT);
    await picker.getByRole('option', { name: 'Bug', exact: true }).click();
    await picker.getByRole('option', { name: 'Customer (workspace)' }).click();
    await screenshot(page, 'labels-fixes-task-panel');
    await page.keyboard.press('Escape');
    await expect
      .poll(
        () => taskCard(page, 'Refund request').getByRole('list', { name: 'Labels' }).innerText(),
        WAIT,
      )
      .toMatch(/Bug\s+Customer/);

    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('filter-labels').click();
    // The box reflects the address, which updates a moment after the click: click, then wait.
    const customer = page
      .getByRole('dialog', { name: 'Labels filter' })
      .getByLabel('Customer (workspace)');
    await customer.click();
    await expect.poll(() => customer.isChecked(), WAIT).toBe(true);
    await expect.poll(() => taskCard(page, 'Password reset').count(), WAIT).toBe(0);
    await expect.poll(() => taskCard(page, 'Refund request').count(), WAIT).toBe(1);
    await screenshot(page, 'labels-fixes-filtered-board');
    await page.close();
  });
});
