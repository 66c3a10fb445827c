import type { BoardRole, Comment, CommentInput } from '@teamboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { boardMember } from '../test/board-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const ada = { _id: 'user-1', name: 'Ada Lovelace', username: 'ada', avatar: null };
const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy' });

// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function comment(overrides: Partial<Comment>): Comment {
  return {
    _id: 'c-1',
    taskId: 't-1',
    author: grace,
    content: '<p>Looks good</p>',
    mentions: [],
    createdAt: minutesAgo(120),
    editedAt: null,
    ...overrides,
  };
}

const fromGrace = comment({
  _id: 'c-1',
  content:
    '<p>Ping <span data-type="mention" data-id="user-1" data-label="Ada Lovelace">@Ada Lovelace</span> about <strong>WEB-1</strong></p>',
  mentions: [ada],
  editedAt: minutesAgo(100),
});
const fromAda = comment({
  _id: 'c-2',
  author: ada,
  content: '<p>On it</p>',
  createdAt: minutesAgo(5),
});

async function openComments(
  comments: Comment[],
  extra: Record<string, Handler> = {},
  board: BoardRole = 'collaborator',
) {
  const { network } = openTaskBoard(
    [task],
    { 'GET /api/tasks/t-1/comments': () => json(200, { comments, nextCursor: null }), ...extra },
    {
      path: '/acme/projects/board-1?task=WEB-1',
      members: [boardMember(grace, 'admin')],
      roles: { workspace: 'member', board },
    },
  );
  const panel = await screen.findByTestId('task-panel');
  expect(await within(panel).findByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return { network, panel, user: userEvent.setup() };
}

describe('task comments', () => {
  it('lists comments oldest first with author, time and (edited)', async () => {
    const { panel } = await openComments([fromGrace, fromAda]);

    const first = await within(panel).findByTestId('comment-c-1');
    expect(first).toHaveTextContent('Grace Hopper');
    expect(first).toHaveTextContent('2h ago');
    expect(first).toHaveTextContent('(edited)');
    expect(within(first).getByText('@Ada Lovelace')).toHaveAttribute('data-type', 'mention');
    expect(within(first).getByText('WEB-1').closest('strong')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'WEB-1' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-1',
    );
    expect(within(first).getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
    const second = within(panel).getByTestId('comment-c-2');
    expect(second).toHaveTextContent('5m ago');
    expect(second).not.toHaveTextContent('(edited)');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('reads a long thread page after page, to the end', async () => {
    const { panel, network } = await openComments([], {
      'GET /api/tasks/t-1/comments': ({ query }) =>
        query.get('cursor') === 'after-grace'
          ? json(200, { comments: [fromAda], nextCursor: null })
          : json(200, { comments: [fromGrace], nextCursor: 'after-grace' }),
    });

    const first = await within(panel).findByTestId('comment-c-1');
    const second = await within(panel).findByTestId('comment-c-2');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const reads = network.calls('GET /api/tasks/t-1/comments');
    expect(reads.map((read) => read.query.get('cursor'))).toEqual([null, 'after-grace']);
    expect(reads[0]?.query.get('limit')).toBe('100');
  });

  it('adds a comment, mentioning someone picked after typing @', async () => {
    const created = comment({
      _id: 'c-3',
      author: ada,
      content:
        '<p>Thanks <span data-type="mention" data-id="user-2" data-label="Grace Hopper">@Grace Hopper</span> !</p>',
      mentions: [grace],
      createdAt: new Date().toISOString(),
    });
    const { network, panel, user } = await openComments([], {
      'POST /api/tasks/t-1/comments': () => json(201, { comment: created }),
    });

    expect(await within(panel).findByText('No comments yet.')).toBeVisible();
    const box = within(panel).getByLabelText('Add a comment');
    await user.type(box, 'Thanks @gra');
    const picker = within(panel).getByRole('listbox', { name: 'Mention someone' });
    await user.click(within(picker).getByRole('option', { name: /Grace Hopper/ }));
    expect(box).toHaveTextContent('Thanks @Grace Hopper');
    await user.keyboard('!');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));

    expect(await within(panel).findByTestId('comment-c-3')).toHaveTextContent('just now');
    const sent = network.calls('POST /api/tasks/t-1/comments')[0]?.body as CommentInput;
    expect(sent.content).toMatch(
      /^<p>Thanks <span data-type="mention" data-id="user-2" data-label="Grace Hopper"[^>]*>@Grace Hopper<\/span> !<\/p>$/,
    );
    expect(sent.mentions).toEqual(['user-2']);
    expect(box).toHaveTextContent('');
  });

  it('picks a mention with the keyboard and drops one whose name was erased', async () => {
    const { network, panel, user } = await openComments([], {
      'POST /api/tasks/t-1/comments': () =>
        json(201, { comment: comment({ _id: 'c-9', author: ada }) }),
    });

    const box = await within(panel).findByLabelText('Add a comment');
    await user.type(box, '@a');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(box).getByText('@Grace Hopper')).toHaveAttribute('data-id', 'user-2');

    await user.keyboard('{Backspace}{Backspace}');
    expect(within(box).queryByText('@Grace Hopper')).not.toBeInTheDocument();
    await user.type(box, 'Nobody @zz');
    expect(within(panel).queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(network.calls('POST /api/tasks/t-1/comments')).toHaveLength(1));
    expect(network.calls('POST /api/tasks/t-1/comments')[0]?.body).toEqual({
      content: '<p>Nobody @zz</p>',
      mentions: [],
    });
  });

  it('edits its author’s own comment', async () => {
    const saved = { ...fromAda, content: '<p>Done now</p>', editedAt: new Date().toISOString() };
    const { network, panel, user } = await openComments([fromGrace, fromAda], {
      'PUT /api/tasks/t-1/comments/c-2': () => json(200, { comment: saved }),
    });

    const mine = await within(panel).findByTestId('comment-c-2');
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(mine).getByLabelText('Edit comment');
    expect(box).toHaveTextContent('On it');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}Done now');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(mine).toHaveTextContent('Done now'));
    expect(mine).toHaveTextContent('(edited)');
    expect(within(mine).queryByLabelText('Edit comment')).not.toBeInTheDocument();
    expect(network.calls('PUT /api/tasks/t-1/comments/c-2')[0]?.body).toEqual({
      content: '<p>Done now</p>',
      mentions: [],
    });
  });

  it('deletes its author’s own comment, with Undo first', async () => {
    const { network, panel, user } = await openComments([fromGrace, fromAda], {
      'DELETE /api/tasks/t-1/comments/c-2': () => json(200, { message: 'Comment deleted' }),
    });

    const mine = await within(panel).findByTestId('comment-c-2');
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).queryByTestId('comment-c-2')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(panel).findByTestId('comment-c-2')).toBeVisible();
    expect(network.calls('DELETE /api/tasks/t-1/comments/c-2')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Comment deleted');
    act(() => {
      toast.dismiss();
    });
    await waitFor(() =>
      expect(network.calls('DELETE /api/tasks/t-1/comments/c-2')).toHaveLength(1),
    );
    expect(within(panel).queryByTestId('comment-c-2')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('comment-c-1')).toBeVisible();
  });

  it('lets a board admin delete anyone’s comment, but edit only their own', async () => {
    const { panel } = await openComments([fromGrace, fromAda], {}, 'admin');

    const other = await within(panel).findByTestId('comment-c-1');
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('toasts the server’s message when a comment is refused, keeping the text', async () => {
    const { panel, user } = await openComments([], {
      'POST /api/tasks/t-1/comments': () =>
        json(403, { message: 'You cannot comment on this task', code: 'FORBIDDEN' }),
    });

    const box = await within(panel).findByLabelText('Add a comment');
    await user.type(box, 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('You cannot comment on this task')).toBeVisible();
    expect(box).toHaveTextContent('Hello');
  });
});
