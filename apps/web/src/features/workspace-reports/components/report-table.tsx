import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={index} className="px-2 py-2 whitespace-nowrap">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
