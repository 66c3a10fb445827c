import type { Task, Workspace } from '@teamboard/shared';
import type { Form } from '@teamboard/shared/form';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, pageLayout, type BoardApi } from './support/boards';
import { launchBrowser, screenshot } from './support/browser';
import { logInThroughForm, startScene, type Scene } from './support/scene';
import type { RunningServer } from './support/server';

let scene: Scene;
let server: RunningServer;
let browser: BrowserContext;
let stranger: BrowserContext;
let workspace: Workspace;
let api: BoardApi;
const account = { name: 'Fola Forms', email: 'fola@example.com', password: 'forms password 1' };

/** Page loads and server round trips on a busy 2-core machine: poll for up to 10 s. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  scene = await startScene(account, { name: 'Front Desk', url: 'front-desk' });
  ({ server, browser, workspace, api } = scene);
  await logInThroughForm(scene, account);
  // Someone with the link and no account: a browser of their own, never signed in.
  stranger = await launchBrowser();
});

afterAll(async () => {
  await stranger.close();
  await scene.close();
});

/** The field of the builder at `index` (1-based), by its accessible name. */
const builderField = (page: Page, index: number) =>
  page.getByRole('listitem', { name: `Field ${String(index)}` });

describe('forms in the browser', () => {
  it('an admin builds a form, a stranger sends it, and the task appears live on the board', async () => {
    const { board } = await createBoard(api, workspace._id, 'Support');
    const kanban = await browser.newPage();
    await kanban.goto(`${server.url}/front-desk/projects/${board._id}`);
    await expect
      .poll(() => pageLayout(kanban), WAIT)
      .toContainEqual({
        column: 'To Do',
        tasks: [],
      });

    const builder = await browser.newPage();
    await builder.goto(`${server.url}/front-desk/projects/${board._id}/forms`);
    await builder.getByRole('link', { name: 'Create a form' }).click();
    await builder.getByLabel('Form title').fill('Bug report');
    // A new form starts with its required title field; name it.
    await builderField(builder, 1).getByLabel('Question').fill('Summary');
    const addField = builder.getByRole('group', { name: 'Add a field' });
    await addField.getByRole('button', { name: '+ Long text' }).click();
    await builderField(builder, 2).getByLabel('Question').fill('What happened');
    await builderField(builder, 2).getByLabel('Answer goes to').selectOption('description');
    await addField.getByRole('button', { name: '+ Email' }).click();
    await builderField(builder, 3).getByLabel('Question').fill('Your email');
    await builderField(builder, 3).getByLabel('Required').check();
    // The preview beside the builder shows the form as the public will see it.
    const preview = builder.getByRole('region', { name: /preview/i });
    await expect.poll(() => preview.getByLabel(/Your email/).count(), WAIT).toBe(1);
    await screenshot(builder, 'forms-builder');
    await builder.getByRole('button', { name: 'Create form' }).click();
    await expect.poll(() => builder.url(), WAIT).toMatch(/\/forms\/[0-9a-f-]{36}$/);

    const { forms } = await api.get<{ forms: Form[] }>(`/api/boards/${board._id}/forms`);
    const [form] = forms;
    expect(form?.fields.map((field) => [field.label, field.target, field.required])).toEqual([
      ['Summary', 'title', true],
      ['What happened', 'description', false],
      ['Your email', 'append', true],
    ]);

    const visitor = await stranger.newPage();
    await visitor.goto(`${server.url}/form/${form!.slug}`);
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'Bug report' }).count(), WAIT)
      .toBe(1);
    expect(await visitor.getByText('Front Desk').count()).toBeGreaterThan(0);
    // Checked in the browser first: the required email is missing.
    await visitor.getByLabel(/Summary/).fill('Export button does nothing');
    await visitor.getByLabel(/What happened/).fill('I click Export and <b>nothing</b> happens.');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => visitor.getByText('Your email is required').count(), WAIT).toBe(1);
    await visitor.getByLabel(/Your email/).fill('pat@example.com');
    await screenshot(visitor, 'forms-public');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => visitor.getByText('Thank you! Your request has been sent.').count(), WAIT)
      .toBe(1);
    await screenshot(visitor, 'forms-sent');

    // The admin's open board shows the task at once, without a reload.
    await expect
      .poll(() => pageLayout(kanban), WAIT)
      .toContainEqual({ column: 'To Do', tasks: ['Export button does nothing'] });
    await kanban
      .locator('[data-testid^="task-card-"]', { hasText: 'Export button does nothing' })
      .getByRole('link')
      .click();
    // The answers are in the description, as text: the hostile-looking one too.
    const description = kanban.getByTestId('task-panel').getByLabel('Description');
    await expect
      .poll(() => description.locator('p').allTextContents(), WAIT)
      .toEqual(['I click Export and <b>nothing</b> happens.', '', 'Your email: pat@example.com']);
    await screenshot(kanban, 'forms-task');

    const { tasks } = await api.get<{ tasks: Task[] }>(`/api/boards/${board._id}/tasks`);
    expect(tasks.map((task) => task.title)).toEqual(['Export button does nothing']);
  });
});
