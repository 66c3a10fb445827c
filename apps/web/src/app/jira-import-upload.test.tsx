import { JIRA_IMPORT_MAX_BYTES } from '@teamboard/shared/jira-import';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { buildImport, TODO_COLUMN } from '../test/jira-import-fixtures';
import { closeImportPage, IMPORTS, openImport, POLL, UPLOAD } from '../test/jira-import-page';

afterEach(closeImportPage);

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
