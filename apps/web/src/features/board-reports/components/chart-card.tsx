import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChartFigure } from '../../../components/ui/chart-figure';
import type { ChartKind } from '../../../components/ui/chart-summary';
import { downloadFile } from '../../../lib/download-file';
import { toCsv, type ReportTable } from '@teamboard/shared/report-csv';

interface ChartCardProps {
  title: string;
  /** The chart's data: its CSV download, and its table. */
  table: ReportTable;
  /** The download's name, without the extension. */
  fileName: string;
  /** The kind of chart drawn; none when the content is text that reads by itself (figures). */
  kind?: ChartKind;
  children: ReactNode;
}

/** A titled chart (with its text alternatives) or figures, with a "Download CSV" of its data. */
export function ChartCard({ title, table, fileName, kind, children }: ChartCardProps) {
  const download = (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Download CSV: ${title}`}
      onClick={() => downloadFile(`${fileName}.csv`, toCsv(table), 'text/csv;charset=utf-8')}
    >
      Download CSV
    </Button>
  );
  if (kind) {
    return (
      <ChartFigure title={title} kind={kind} data={table} actions={download}>
        {children}
      </ChartFigure>
    );
  }
  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">{title}</h2>
        {download}
      </div>
      {children}
    </Card>
  );
}
