import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from './chart-figure';
import { chartSummary } from './chart-summary';

const throughput = {
  headers: ['Week', 'Tasks completed'],
  rows: [
    ['2026-04-27', 1],
    ['2026-05-04', 3],
    ['2026-05-11', 2],
  ],
};

function renderChart() {
  render(
    <ChartFigure title="Throughput per week" kind="Bar" data={throughput}>
      <svg data-testid="drawn-chart" />
    </ChartFigure>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('chartSummary', () => {
  it('says what is plotted along what, the range, and each series’ highest point', () => {
    expect(chartSummary('Bar', 'Throughput per week', throughput)).toBe(
      'Bar chart of Throughput per week: Tasks completed by Week, 3 points from 2026-04-27 to 2026-05-11; highest Tasks completed 3 (2026-05-04).',
    );
  });

  it('says when there is nothing to draw', () => {
    expect(chartSummary('Line', 'Hours', { headers: ['Week', 'Ada'], rows: [] })).toBe(
      'Line chart of Hours: no data yet.',
    );
  });
});

describe('ChartFigure', () => {
  it('names the drawn chart by its summary and keeps its data as a table for screen readers', () => {
    renderChart();

    const chart = screen.getByRole('img', { name: /^Bar chart of Throughput per week:/ });
    expect(within(chart).getByTestId('drawn-chart')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Throughput per week' });
    expect(table.parentElement).toHaveClass('sr-only');
  });

  it('shows the data as a table in the chart’s place on "Show as table", and back', async () => {
    const user = userEvent.setup();
    renderChart();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('drawn-chart')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Throughput per week' });
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(rowsOf(table)).toEqual([
      ['Week', 'Tasks completed'],
      ['2026-04-27', '1'],
      ['2026-05-04', '3'],
      ['2026-05-11', '2'],
    ]);

    await user.click(toggle);
    expect(screen.getByTestId('drawn-chart')).toBeInTheDocument();
  });
});
