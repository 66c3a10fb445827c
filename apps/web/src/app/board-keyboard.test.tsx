import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const tasks = [
  buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'First', position: 1024 }),
  buildTask({ _id: 't-2', taskId: 'WEB-2', title: 'Second', position: 2048 }),
  buildTask({ _id: 't-3', taskId: 'WEB-3', title: 'Shipped', columnId: 'col-2' }),
];

const cardLink = (taskKey: string) =>
  screen.getByRole('link', { name: new RegExp(`^${taskKey} `) });

/** The board with its three cards, time shown on cards (so they carry the timer button). */
async function openBoard(extra: Parameters<typeof openTaskBoard>[1] = {}) {
  const opened = openTaskBoard(tasks, extra, {
    properties: ['title', 'priority', 'labels', 'totalTime'],
  });
  await screen.findByTestId('task-card-t-3');
  return { ...opened, user: userEvent.setup() };
}

describe('a task card', () => {
  it('is one link named by its visible key and title, its timer beside the link', async () => {
    await openBoard();
    const card = screen.getByTestId('task-card-t-1');
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('WEB-1 First');
    const timer = within(card).getByRole('button', { name: 'Start timer on WEB-1' });
    expect(links[0]?.contains(timer)).toBe(false);
    expect(card.querySelector('[role="button"], [tabindex]')).toBeNull();

    const results = await axe.run(card, {
      runOnly: { type: 'rule', values: ['nested-interactive', 'label-content-name-mismatch'] },
    });
    expect(results.violations).toEqual([]);
  });
});

describe('board keys', () => {
  it('move the focus between cards and columns with j/k/h/l and the arrows', async () => {
    const { user } = await openBoard();
    await user.keyboard('j');
    expect(cardLink('WEB-1')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cardLink('WEB-2')).toHaveFocus();
    await user.keyboard('j');
    expect(cardLink('WEB-2')).toHaveFocus();
    await user.keyboard('l');
    expect(cardLink('WEB-3')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cardLink('WEB-1')).toHaveFocus();
    await user.keyboard('k');
    expect(cardLink('WEB-1')).toHaveFocus();
    await user.keyboard('{ArrowRight}h');
    expect(cardLink('WEB-1')).toHaveFocus();
  });

  it('open the focused task with Enter or o, and Escape closes it back to its card', async () => {
    const { user, location } = await openBoard();
    await user.keyboard('jj{Enter}');
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?task=WEB-2'));
    const panel = await screen.findByTestId('task-panel');
    await waitFor(() => expect(panel).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1'));
    await waitFor(() => expect(cardLink('WEB-2')).toHaveFocus());
    await user.keyboard('ko');
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?task=WEB-1'));
  });

  it('c opens the quick add of the focused column', async () => {
    const { user } = await openBoard();
    await user.keyboard('jlc');
    const quickAdd = screen.getByTestId('quick-add-top-col-2');
    expect(within(quickAdd).getByRole('textbox')).toHaveFocus();
  });

  it('e edits the title in place: Enter saves, Escape cancels, a refusal puts it back', async () => {
    let refuse = false;
    const { user, network } = await openBoard({
      'PUT /api/tasks/t-1': ({ body }) =>
        refuse
          ? json(500, { message: 'Nope', code: 'INTERNAL_ERROR' })
          : json(200, { task: { ...tasks[0], ...(body as object) } }),
    });
    await user.keyboard('je');
    const field = screen.getByRole('textbox', { name: 'Title of WEB-1' });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cardLink('WEB-1')).toHaveFocus());
    expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(0);

    await user.keyboard('e');
    await user.clear(screen.getByRole('textbox', { name: 'Title of WEB-1' }));
    await user.keyboard('Renamed{Enter}');
    expect(await screen.findByRole('link', { name: 'WEB-1 Renamed' })).toBeInTheDocument();
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({ title: 'Renamed' });
    await waitFor(() => expect(cardLink('WEB-1')).toHaveFocus());

    refuse = true;
    await user.keyboard('e');
    await user.clear(screen.getByRole('textbox', { name: 'Title of WEB-1' }));
    await user.keyboard('Refused{Enter}');
    expect(await screen.findByText('Nope')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'WEB-1 Renamed' })).toBeInTheDocument();
  });

  it('a assigns the focused task to me', async () => {
    const { user, network } = await openBoard({
      'PUT /api/tasks/t-1': () => json(200, { task: tasks[0] }),
    });
    await user.keyboard('ja');
    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({ assignees: ['user-1'] });
  });

  it('p, d and Shift+L open the panel with that picker open on the focused task', async () => {
    const { user, location } = await openBoard();
    await user.keyboard('jp');
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?task=WEB-1'));
    const priority = await screen.findByRole('dialog', { name: 'Priority' });
    await waitFor(() => expect(within(priority).getAllByRole('button')[0]).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Priority' })).not.toBeInTheDocument();
    expect(screen.getByTestId('task-panel')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cardLink('WEB-1')).toHaveFocus());

    await user.keyboard('d');
    expect(await screen.findByRole('dialog', { name: 'Due date' })).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(cardLink('WEB-1')).toHaveFocus());
    await user.keyboard('{Shift>}L{/Shift}');
    expect(await screen.findByRole('dialog', { name: 'Labels' })).toBeInTheDocument();
  });
});

describe('search and filter keys', () => {
  it('/ focuses the search, f opens the first filter and moves into it', async () => {
    const { user } = await openBoard();
    // user-event knows no code for "/": the key is pressed by its code, as browsers send it.
    await user.keyboard('[Slash]');
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');

    await user.keyboard('{Escape}');
    await user.click(document.body);
    await user.keyboard('f');
    expect(screen.getByTestId('filter-members')).toHaveAttribute('aria-expanded', 'true');
    // The filter's popover takes the focus as it opens.
    const filter = await screen.findByRole('dialog', { name: 'Members filter' });
    await waitFor(() => expect(filter).toContainElement(document.activeElement as HTMLElement));
  });
});

describe('task panel keys', () => {
  it('set the open task: a assigns it to me, p picks its priority', async () => {
    const { user, network } = await openBoard({
      'PUT /api/tasks/t-1': () => json(200, { task: tasks[0] }),
    });
    await user.click(cardLink('WEB-1'));
    const panel = await screen.findByTestId('task-panel');
    await within(panel).findByTestId('pill-priority');
    await waitFor(() => expect(panel).toHaveFocus());

    await user.keyboard('a');
    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({ assignees: ['user-1'] });

    await user.keyboard('p');
    const priority = await screen.findByRole('dialog', { name: 'Priority' });
    await user.click(within(priority).getByRole('button', { name: 'Urgent' }));
    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(2));
    expect(network.calls('PUT /api/tasks/t-1')[1]?.body).toEqual({ priority: 2 });
    expect(screen.queryByRole('dialog', { name: 'Priority' })).not.toBeInTheDocument();
  });
});
