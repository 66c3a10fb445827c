import { type BoardTask } from '@teamboard/shared';
import { JIRA_IMPORT_MAX_BYTES, type JiraImport } from '@teamboard/shared/jira-import';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildImport, graceMember, REVIEW_COLUMN, TODO_COLUMN } from '../test/jira-import-fixtures';
import { stopRealtime } from '../lib/realtime/socket-connection';
import { boardMember, buildColumn } from '../test/board-fixtures';
import { boardUpdate } from '../test/board-update-fixtures';
import { captureDownload } from '../test/capture-download';
import { fakeSocketFactory } from '../test/fake-socket';
import { json, type Handler } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { boardTasksAnswer, buildCard } from '../test/task-fixtures';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let sockets: ReturnType<typeof fakeSocketFactory>;
beforeEach(() => {
  sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
});
// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
  stopRealtime();
});

const ADMIN = { workspace: 'member', board: 'admin' } as const;
const IMPORTS = 'GET /api/boards/board-1/imports';
const UPLOAD = 'POST /api/boards/board-1/imports/jira';
const POLL = 'GET /api/imports/imp-1';
/** Polls come a second apart: wait for a couple of them. */
const POLLED = { timeout: 3000 };

const columns = [
  buildColumn({ _id: TODO_COLUMN, title: 'To do' }),
  buildColumn({ _id: REVIEW_COLUMN, title: 'Review', position: 2 }),
];

function openImport(
  path: string,
  handlers: Record<string, Handler> = {},
  roles: { workspace: 'member'; board: 'admin' | 'collaborator' } = ADMIN,
) {
  return openTaskBoard(
    [],
    {
      'GET /api/boards/board-1/columns': () => json(200, { columns }),
      [IMPORTS]: () => json(200, { imports: [] }),
      ...handlers,
    },
    {
      path: `/acme/projects/board-1/${path}`,
      roles,
      members: [boardMember(graceMember, 'collaborator')],
    },
  );
}

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

/** A toast is in the page a moment before it shows. */
async function toastShown(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

async function chooseFile(file: File) {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('Choose a Jira export'), file);
  return user;
}

describe('who may import', () => {
  it('refuses a board collaborator on both pages, with no Import link and nothing fetched', async () => {
    const { network, router } = openImport(
      'import/jira',
      {},
      { workspace: 'member', board: 'collaborator' },
    );

    expect(await screen.findByText('Only project admins import')).toBeVisible();
    const views = screen.getByRole('navigation', { name: 'Board views' });
    expect(within(views).queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a Jira export')).not.toBeInTheDocument();

    await act(() => router.navigate('/acme/projects/board-1/import'));
    expect(await screen.findByText('Only project admins import')).toBeVisible();
    expect(screen.queryByText('Recent imports')).not.toBeInTheDocument();
    expect(network.calls(IMPORTS)).toHaveLength(0);
  });

  it("shows an admin the hub: the Jira source and the board's recent imports", async () => {
    const done = buildImport({
      _id: 'imp-0',
      fileName: 'old.csv',
      status: 'done',
      done: 25,
      created: 20,
      updated: 5,
    });
    openImport('import', { [IMPORTS]: () => json(200, { imports: [done] }) });

    const recent = await screen.findByRole('listitem', { name: 'old.csv' });
    expect(within(recent).getByText('Finished')).toBeVisible();
    expect(within(recent).getByText('25 of 25')).toBeVisible();
    expect(within(recent).getByRole('link', { name: 'old.csv' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1/import/jira?import=imp-0',
    );
    expect(screen.getByRole('link', { name: 'Import from Jira' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1/import/jira',
    );
    const views = screen.getByRole('navigation', { name: 'Board views' });
    expect(within(views).getByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1/import',
    );
  });
});

describe('uploading a Jira export', () => {
  it('sends the file as multipart and shows the preview with the suggested mappings', async () => {
    const { network, location } = openImport('import/jira', {
      [UPLOAD]: () => json(201, { import: buildImport() }),
      [POLL]: () => json(200, { import: buildImport() }),
    });

    await chooseFile(
      new File(['Summary,Issue key\nFix it,OPS-1\n'], 'ops.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByText('25 issues')).toBeVisible();
    const [upload] = network.calls(UPLOAD);
    // A form: the browser writes its multipart Content-Type and boundary itself.
    expect(upload!.headers.get('Content-Type')).toBeNull();
    const sent = (upload!.body as FormData).get('file') as File;
    expect(sent.name).toBe('ops.csv');
    expect(await sent.text()).toBe('Summary,Issue key\nFix it,OPS-1\n');
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1/import/jira?import=imp-1'));

    expect(screen.getByText(/Summary, Issue key, Status, Priority/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'The first 20 issues' });
    // A row names its target column once the board's columns have loaded.
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]?.textContent).toContain('To Do → To do'),
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(rows[1]!.textContent).toBe(
      ['OPS-1', 'Issue number 1', 'To Do → To do', 'Medium → Medium', 'Unassigned', '—'].join('') +
        'Mar 4, 2026' +
        '5 (Medium)',
    );
    expect(rows[2]).toHaveTextContent('In Progress → In Progress (new)');
    expect(rows[2]).toHaveTextContent('High → High');
    expect(rows[2]).toHaveTextContent('Grace Hopper');
    expect(screen.getByLabelText('Column for To Do')).toHaveValue(TODO_COLUMN);
    expect(screen.getByLabelText('New column title for In Progress')).toHaveValue('In Progress');
    expect(screen.getByLabelText('Level for High')).toHaveDisplayValue('High');
    expect(screen.getByLabelText('Member for Grace Hopper')).toHaveDisplayValue('Grace Hopper');
    expect(screen.getByLabelText('Member for Linus')).toHaveDisplayValue('Leave unassigned');
    expect(screen.getByLabelText('Medium up to')).toHaveValue(5);
    expect(
      within(screen.getByRole('list', { name: 'Labels' })).getByText('backend · 12'),
    ).toBeVisible();
  });

  it('refuses a file over 50 MB before sending it', async () => {
    const { network } = openImport('import/jira');
    const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: JIRA_IMPORT_MAX_BYTES + 1 });

    await chooseFile(big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /"huge.csv" is 50\.0 MB: the largest file that can be imported is 50 MB/,
    );
    expect(network.calls(UPLOAD)).toHaveLength(0);
  });

  it("shows the server's reason for refusing a file", async () => {
    openImport('import/jira', {
      [UPLOAD]: () =>
        json(400, {
          message: 'This file has no Summary column: export it from Jira as "CSV (all fields)"',
          code: 'BAD_REQUEST',
        }),
    });

    await chooseFile(new File(['Name,Key\n'], 'other.csv', { type: 'text/csv' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file has no Summary column: export it from Jira as "CSV (all fields)"',
    );
    expect(screen.getByLabelText('Choose a Jira export')).toBeInTheDocument();
  });

  it('says how many issues a file may hold, and why one with more is refused', async () => {
    const tooMany =
      'The file has more than 50,000 issues, more than one import takes: export fewer issues at a time (a project or a date range per file) and import each file';
    openImport('import/jira', {
      [UPLOAD]: () => json(400, { message: tooMany, code: 'BAD_REQUEST' }),
    });
    expect(
      await screen.findByText(/A CSV or JSON file of up to 50 MB and 50,000 issues\./),
    ).toBeVisible();

    await chooseFile(new File(['{"issues":[{},{}]}'], 'search.json', { type: 'application/json' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });
});

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
    const socket = sockets.latest();
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
