import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Table, TableCell } from '../../../components/ui/table';

interface ReportTableProps {
  title: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A titled table of a report: its name is the title (a caption for screen readers). */
export function ReportTable({ title, headers, rows }: ReportTableProps) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      <Table label={title} columns={headers} numeric>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={index} nowrap>
                {cell}
              </TableCell>
            ))}
          </tr>
        ))}
      </Table>
    </Card>
  );
}
