import { type BoardTask } from '@teamboard/shared';
import { type JiraImport } from '@teamboard/shared/jira-import';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildColumn } from '../test/board-fixtures';
import { boardUpdate } from '../test/board-update-fixtures';
import { captureDownload } from '../test/capture-download';
import { fakeSocketFactory } from '../test/fake-socket';
import { json, type Handler } from '../test/fetch-mock';
import { buildImport, graceMember, REVIEW_COLUMN, TODO_COLUMN } from '../test/jira-import-fixtures';
import {
  ADMIN,
  closeImportPage,
  IMPORTS,
  openImport,
  POLL,
  toastShown,
} from '../test/jira-import-page';
import { openTaskBoard } from '../test/task-board';
import { boardTasksAnswer, buildCard } from '../test/task-fixtures';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let sockets: ReturnType<typeof fakeSocketFactory>;
beforeEach(() => {
  sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
});
afterEach(closeImportPage);

/** Polls come a second apart: wait for a couple of them. */
const POLLED = { timeout: 3000 };

function running(overrides: Partial<JiraImport> = {}): JiraImport {
  return buildImport({ status: 'running', startedAt: '2026-03-01T10:01:00.000Z', ...overrides });
}

/** Answers each poll with the next state, the last one again once they run out. */
function replies(...states: JiraImport[]): Handler {
  let next = 0;
  return () => json(200, { import: states[Math.min(next++, states.length - 1)] });
}

const progress = () => screen.getByRole('progressbar', { name: 'Import progress' });
const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('confirming the mapping and running the import', () => {
  it('saves the changed mapping, starts, and follows the progress until done', async () => {
    const started = running();
    const { network } = openImport('import/jira?import=imp-1', {
      [POLL]: replies(
        buildImport(),
        running({ done: 10, created: 8, updated: 1, failed: 1 }),
        running({ status: 'done', done: 25, created: 20, updated: 4, failed: 1 }),
      ),
      'PUT /api/imports/imp-1/mapping': () => json(200, { import: buildImport() }),
      'POST /api/imports/imp-1/start': () => json(200, { import: started }),
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Column for In Progress'), 'Review');
    await user.selectOptions(screen.getByLabelText('Member for Linus'), 'Invite by email');
    const email = screen.getByLabelText('Email to invite Linus');
    expect(email).toHaveValue('');
    await user.type(email, 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Start import' }));

    await toastShown('Import started');
    expect(network.calls('PUT /api/imports/imp-1/mapping').map((call) => call.body)).toEqual([
      {
        statuses: {
          'To Do': { columnId: TODO_COLUMN },
          'In Progress': { columnId: REVIEW_COLUMN },
        },
        priorities: { High: 3, Medium: 4 },
        people: {
          'grace@example.com': { action: 'member', userId: graceMember._id },
          Linus: { action: 'invite', email: 'linus@example.com' },
        },
        complexity: [1, 3, 5, 8],
      },
    ]);
    expect(network.calls('POST /api/imports/imp-1/start')).toHaveLength(1);
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '10'), POLLED);
    expect(figure('Created')).toBe('8');
    expect(figure('Failed')).toBe('1');
    expect(await screen.findByRole('link', { name: 'Go to the board' }, POLLED)).toHaveAttribute(
      'href',
      '/acme/projects/board-1',
    );
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(figure('Updated')).toBe('4');
    await toastShown('Import finished: 20 created, 4 updated, 1 failed');
    // Finished: the polling stopped.
    const polls = network.calls(POLL).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(network.calls(POLL)).toHaveLength(polls);
  });

  it("shows the server's reasons for refusing the mapping, and does not start", async () => {
    const { network } = openImport('import/jira?import=imp-1', {
      [POLL]: () => json(200, { import: buildImport() }),
      'PUT /api/imports/imp-1/mapping': () =>
        json(400, {
          message: 'Not someone who can see this project',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'people.Linus', message: 'Not someone who can see this project' }],
        }),
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Member for Linus'), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Start import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Person "Linus": Not someone who can see this project',
    );
    expect(network.calls('POST /api/imports/imp-1/start')).toHaveLength(0);
  });

  it('checks the mapping before saving it: an invitation needs an email', async () => {
    const { network } = openImport('import/jira?import=imp-1', {
      [POLL]: () => json(200, { import: buildImport() }),
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Member for Linus'), 'Invite by email');
    await user.click(screen.getByRole('button', { name: 'Start import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Person "Linus": /);
    expect(network.calls('PUT /api/imports/imp-1/mapping')).toHaveLength(0);
  });
});

describe('a running import', () => {
  const errors = [
    { row: 4, key: 'OPS-3', message: 'Title must be at most 200 characters' },
    { row: 9, key: null, message: 'No summary on this row' },
  ];

  it('shows instead of the upload, with its errors; it can be cancelled', async () => {
    const live = running({ done: 6, created: 4, failed: 2, errors });
    const { network } = openImport('import/jira', {
      [IMPORTS]: () => json(200, { imports: [live] }),
      [POLL]: () => json(200, { import: live }),
      'POST /api/imports/imp-1/cancel': () =>
        json(200, { import: { ...live, status: 'cancelled' } }),
      'GET /api/imports/imp-1/errors': () =>
        new Response('row,key,message\n4,OPS-3,Title must be at most 200 characters\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Status: Running')).toBeVisible();
    expect(screen.queryByLabelText('Choose a Jira export')).not.toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', '6 of 25 issues');
    const table = screen.getByRole('table', { name: /Errors/ });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('4OPS-3Title must be at most 200 characters');
    expect(second).toHaveTextContent('9—No summary on this row');

    const download = captureDownload();
    await user.click(screen.getByRole('button', { name: 'Download all errors (CSV)' }));
    expect(await download).toEqual({
      fileName: 'import-errors-imp-1.csv',
      text: 'row,key,message\n4,OPS-3,Title must be at most 200 characters\n',
    });
    expect(network.calls('GET /api/imports/imp-1/errors')[0]!.headers.get('Accept')).toBe(
      'text/csv',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel import' }));

    expect(await screen.findByText('Status: Cancelled')).toBeVisible();
    await toastShown('Import cancelled: what was imported stays');
    expect(screen.queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();
    expect(network.calls('POST /api/imports/imp-1/cancel')).toHaveLength(1);
  });
});

describe('the board during an import', () => {
  it('reads its columns and the tasks changed since its version again on BOARD_REFRESHED', async () => {
    const already = buildCard({ title: 'Already here' });
    const imported = buildCard({ _id: 'task-9', taskId: 'WEB-9', title: 'Imported from Jira' });
    // The server's board: an import's batch adds a column and a task, at version 2.
    const board = { version: 1, changed: [] as BoardTask[], columns: [buildColumn()] };
    const { network } = openTaskBoard(
      [],
      {
        'GET /api/boards/board-1/columns': () => json(200, { columns: board.columns }),
        'GET /api/boards/board-1/tasks': ({ query }) =>
          query.has('since')
            ? json(200, { ...boardTasksAnswer(board.changed, board.version), complete: false })
            : json(200, boardTasksAnswer([already], board.version)),
      },
      { roles: ADMIN },
    );
    expect(await screen.findByText('Already here')).toBeVisible();
    const socket = await waitFor(() => sockets.latest());
    act(() => socket.accept('sock-1'));
    await waitFor(() => expect(socket.sent.map(({ event }) => event)).toContain('join-board'));

    const before = network.requests.length;
    board.version = 2;
    board.changed = [imported];
    board.columns = [
      ...board.columns,
      buildColumn({ _id: 'col-3', title: 'In Review', position: 2 }),
    ];
    act(() =>
      socket.receive(
        'board-update',
        boardUpdate('board-1', { type: 'BOARD_REFRESHED', payload: { reason: 'import' } }),
      ),
    );

    expect(await screen.findByText('Imported from Jira')).toBeVisible();
    expect(screen.getByText('Already here')).toBeVisible();
    expect(await screen.findByText('In Review')).toBeVisible();
    const after = network.requests.slice(before).map((call) => `${call.path}?${call.query}`);
    expect(after).toContain('/api/boards/board-1/tasks?since=1');
    expect(after).toContain('/api/boards/board-1/columns?');
  });
});
