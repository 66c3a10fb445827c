import type { ReportTable } from '@teamboard/shared/report-csv';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { chartSummary, type ChartKind } from './chart-summary';
import { Table, TableCell } from './table';

interface ChartFigureProps {
  title: string;
  /** The kind of chart, for its summary ("Line"). */
  kind: ChartKind;
  /** The chart's data, shown as a table on demand. */
  data: ReportTable;
  /** Buttons beside the title (a download). */
  actions?: ReactNode;
  /** How to read the chart, under it. */
  note?: string;
  children: ReactNode;
}

/**
 * A titled chart with its text alternatives (WCAG 1.1.1): a summary read out as the chart's name,
 * its data as a table for screen readers, and a "Show as table" toggle that shows that table in
 * the chart's place.
 */
export function ChartFigure({ title, kind, data, actions, note, children }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const summary = chartSummary(kind, title, data);
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold">{title}</h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            Show as table
          </Button>
          {actions}
        </div>
      </div>
      {!asTable && (
        <div role="img" aria-label={summary}>
          {children}
        </div>
      )}
      {/* Always there for screen readers; on screen when asked for, in the chart's place. */}
      <Table label={title} columns={data.headers} hidden={!asTable}>
        {data.rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <TableCell key={column}>{cell ?? '–'}</TableCell>
            ))}
          </tr>
        ))}
      </Table>
      {note && <p className="text-xs text-neutral-600 dark:text-neutral-400">{note}</p>}
    </Card>
  );
}
