import type { BoardReport } from '@teamboard/shared/board-report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownload } from '../test/capture-download';
import { json, type Handler } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };

// Wednesday 20 May 2026 (UTC): the last 4 weeks are 23 April to 20 May.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T09:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const report: BoardReport = {
  from: '2026-04-23',
  to: '2026-05-20',
  columns: [
    { _id: 'col-1', title: 'To do', isDone: false },
    // A title a spreadsheet would run.
    { _id: 'col-2', title: '=HYPERLINK("http://evil")', isDone: true },
  ],
  cumulativeFlow: [
    { date: '2026-05-19', counts: { 'col-1': 3, 'col-2': 1 } },
    { date: '2026-05-20', counts: { 'col-1': 2 } },
  ],
  throughput: [
    { weekStart: '2026-05-11', completed: 0 },
    { weekStart: '2026-05-18', completed: 4 },
  ],
  cycleTime: { tasks: 4, medianHours: 30, p85Hours: 75.5 },
  timeByMember: [
    { user: null, seconds: 1800 },
    { user: grace, seconds: 5400 },
  ],
  timeByLabel: [
    { label: { _id: 'l-1', name: '@ops', color: '#ff0000', scope: 'workspace' }, seconds: 7200 },
  ],
};

const empty: BoardReport = {
  ...report,
  cumulativeFlow: [{ date: '2026-05-20', counts: { 'col-1': 0 } }],
  throughput: [{ weekStart: '2026-05-18', completed: 0 }],
  cycleTime: { tasks: 0, medianHours: null, p85Hours: null },
  timeByMember: [],
  timeByLabel: [],
};

function openReports(search = '', answer: Handler = () => json(200, { report })) {
  return openTaskBoard(
    [],
    { 'GET /api/boards/board-1/reports': answer },
    {
      path: `/acme/projects/board-1/reports${search}`,
    },
  );
}

/** A chart's table (for screen readers) as rows of cell texts, the header first. */
function tableOf(title: string): string[][] {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('board reports', () => {
  it('asks for the last 4 weeks and draws every series of the report', async () => {
    const { network } = openReports();

    expect(await screen.findByRole('table', { name: 'Cumulative flow' })).toBeInTheDocument();
    const [request] = network.calls('GET /api/boards/board-1/reports');
    expect(Object.fromEntries(request!.query)).toEqual({ from: '2026-04-23', to: '2026-05-20' });
    expect(tableOf('Cumulative flow')).toEqual([
      ['Date', 'To do', '=HYPERLINK("http://evil")'],
      ['2026-05-19', '3', '1'],
      ['2026-05-20', '2', '0'],
    ]);
    expect(tableOf('Throughput per week')).toEqual([
      ['Week starting', 'Tasks completed'],
      ['2026-05-11', '0'],
      ['2026-05-18', '4'],
    ]);
    expect(tableOf('Time per member')).toEqual([
      ['Member', 'Hours'],
      ['Grace Hopper', '1.5'],
      ['Former member', '0.5'],
    ]);
    expect(tableOf('Time per label')).toEqual([
      ['Label', 'Hours'],
      ['@ops (workspace)', '2'],
    ]);
    const cycle = screen
      .getByRole('heading', { name: 'Cycle time' })
      .closest('div')!.parentElement!;
    expect(cycle).toHaveTextContent('Median30.0 h');
    expect(cycle).toHaveTextContent('85th percentile3.1 d');
    expect(cycle).toHaveTextContent('Tasks completed4');
  });

  it("downloads a chart's data as CSV, formulas neutralised", async () => {
    openReports();
    const user = userEvent.setup();
    const csv = captureDownload();

    await user.click(await screen.findByRole('button', { name: 'Download CSV: Cumulative flow' }));

    const { fileName, text } = await csv;
    expect(fileName).toBe('WEB-cumulative-flow-2026-04-23-2026-05-20.csv');
    expect(text).toBe(
      `Date,To do,"'=HYPERLINK(""http://evil"")"\r\n2026-05-19,3,1\r\n2026-05-20,2,0`,
    );
    expect(Papa.parse<string[]>(text).data[0]).toEqual([
      'Date',
      'To do',
      `'=HYPERLINK("http://evil")`,
    ]);
  });

  it('keeps the chosen range in the query string and asks for its days', async () => {
    const { network, location } = openReports();
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Range'), 'This quarter');

    await waitFor(() =>
      expect(location()).toBe('/acme/projects/board-1/reports?range=this-quarter'),
    );
    await waitFor(() => expect(network.calls('GET /api/boards/board-1/reports')).toHaveLength(2));
    const last = network.calls('GET /api/boards/board-1/reports').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ from: '2026-04-01', to: '2026-05-20' });
  });

  it('opens on custom days from the address', async () => {
    const { network } = openReports('?from=2026-01-05&to=2026-02-01');

    expect(await screen.findByLabelText('From')).toHaveValue('2026-01-05');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-01');
    const [request] = network.calls('GET /api/boards/board-1/reports');
    expect(Object.fromEntries(request!.query)).toEqual({ from: '2026-01-05', to: '2026-02-01' });
  });

  it('says when there is nothing to report', async () => {
    openReports('', () => json(200, { report: empty }));

    expect(await screen.findByText('Nothing to report')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});
