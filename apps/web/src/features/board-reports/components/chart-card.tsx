import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Table, TableCell } from '../../../components/ui/table';
import { downloadFile } from '../../../lib/download-file';
import { toCsv, type ReportTable } from '@teamboard/shared/report-csv';

interface ChartCardProps {
  title: string;
  /** The chart's data: its CSV download, and a table for screen readers. */
  table: ReportTable;
  /** The download's name, without the extension. */
  fileName: string;
  /** False when the content is text that reads by itself (figures): no second copy as a table. */
  graphic?: boolean;
  children: ReactNode;
}

/** A titled chart with a "Download CSV" of its data. */
export function ChartCard({ title, table, fileName, graphic = true, children }: ChartCardProps) {
  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">{title}</h2>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Download CSV: ${title}`}
          onClick={() => downloadFile(`${fileName}.csv`, toCsv(table), 'text/csv;charset=utf-8')}
        >
          Download CSV
        </Button>
      </div>
      {graphic ? <div aria-hidden>{children}</div> : children}
      {graphic && (
        <Table label={title} columns={table.headers} hidden>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell ?? '–'}</TableCell>
              ))}
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
