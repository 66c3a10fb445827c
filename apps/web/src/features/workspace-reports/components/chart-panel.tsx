import type { ReportTable } from '@teamboard/shared/report-csv';
import type { ReactNode } from 'react';
import { ChartFigure } from '../../../components/ui/chart-figure';
import type { ChartKind } from '../../../components/ui/chart-summary';

/** A titled chart with its text alternatives; `note` says how to read it. */
export function ChartPanel({
  title,
  kind,
  data,
  note,
  children,
}: {
  title: string;
  kind: ChartKind;
  /** The chart's data, as a table. */
  data: ReportTable;
  note?: string;
  children: ReactNode;
}) {
  return (
    <ChartFigure title={title} kind={kind} data={data} {...(note && { note })}>
      {children}
    </ChartFigure>
  );
}
