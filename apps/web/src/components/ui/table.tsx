import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/** A column's alignment, chosen here: two utilities setting one property would tie. */
const ALIGN = { left: '', right: 'text-right', center: 'text-center' } as const;
type Align = keyof typeof ALIGN;

/** A column; a string stands for a column of that header, which is also its key. */
export interface TableColumn {
  key: string;
  header: ReactNode;
  /** The header is for screen readers only (a column of links or buttons). */
  hidden?: boolean;
  align?: Align;
}

/** The table's accessible name: its own (an invisible caption) or a heading's id. */
type TableName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type TableProps = TableName & {
  columns: readonly (string | TableColumn)[];
  /** The rows: `<tr>`s of `TableCell`s (and a `TableRowHeader` first where a row is named). */
  children: ReactNode;
  /** The tabular figures of a report. */
  numeric?: boolean;
  /** The table is for screen readers only (the data of a chart shown beside it). */
  hidden?: boolean;
};

const columnOf = (column: string | TableColumn): TableColumn =>
  typeof column === 'string' ? { key: column, header: column } : column;

/** A table of rows under column headers, scrolling sideways when too wide. */
export function Table({ label, labelledBy, columns, children, numeric, hidden }: TableProps) {
  return (
    <div className={hidden ? 'sr-only' : 'overflow-x-auto'}>
      <table
        aria-labelledby={labelledBy}
        className={cn('w-full text-left text-sm', numeric && 'tabular-nums')}
      >
        {label && <caption className="sr-only">{label}</caption>}
        <thead className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
          <tr>
            {columns.map(columnOf).map(({ header, key, hidden: headerHidden, align = 'left' }) => (
              <th
                key={key}
                scope="col"
                className={cn('px-2 py-2 font-medium whitespace-nowrap', ALIGN[align])}
              >
                {headerHidden ? <span className="sr-only">{header}</span> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">{children}</tbody>
      </table>
    </div>
  );
}

interface CellProps {
  children?: ReactNode;
  align?: Align;
  /** Kept on one line (dates, figures). */
  nowrap?: boolean;
}

export function TableCell({ children, align = 'left', nowrap }: CellProps) {
  return (
    <td className={cn('px-2 py-2', ALIGN[align], nowrap && 'whitespace-nowrap')}>{children}</td>
  );
}

/** The cell that names its row (a setting, a plan's feature). */
export function TableRowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="px-2 py-2 text-left font-normal">
      {children}
    </th>
  );
}
