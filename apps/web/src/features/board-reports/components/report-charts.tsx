import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportTable } from '@teamboard/shared/report-csv';

/** Tailwind 500s, one per series in order (repeating past ten); the workspace reports' too. */
export const COLORS = [
  '#6366f1',
  '#f59e0b',
  '#0ea5e9',
  '#10b981',
  '#ec4899',
  '#8b5cf6',
  '#ef4444',
  '#14b8a6',
  '#f97316',
  '#64748b',
];
const HEIGHT = 280;
export const STYLE = { width: '100%', height: HEIGHT };
export const AXIS = { fontSize: 12, stroke: '#737373' };

type Row = ReportTable['rows'][number];
const cell = (index: number) => (row: Row) => row[index];

/**
 * Cumulative flow: per day (the first cell), each column's count stacked in board order, so the
 * bands widen where work piles up. The rows are the CSV's rows.
 */
export function CumulativeFlowChart({ table }: { table: ReportTable }) {
  const columns = table.headers.slice(1);
  // Legend and tooltip list the columns in board order (recharts sorts them by name).
  const boardOrder = (item: { name?: unknown; value?: unknown }) =>
    columns.indexOf(String(item.name ?? item.value));
  return (
    <AreaChart responsive accessibilityLayer={false} style={STYLE} data={table.rows}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={cell(0)} tick={AXIS} minTickGap={24} />
      <YAxis allowDecimals={false} tick={AXIS} width={40} />
      <Tooltip itemSorter={boardOrder} />
      <Legend itemSorter={boardOrder} />
      {/* The last column (done, usually) at the bottom of the stack, as cumulative flow is drawn. */}
      {columns
        .map((name, index) => (
          <Area
            key={`${String(index)}-${name}`}
            name={name}
            dataKey={cell(index + 1)}
            stackId="flow"
            type="monotone"
            stroke={COLORS[index % COLORS.length]}
            fill={COLORS[index % COLORS.length]}
            fillOpacity={0.6}
          />
        ))
        .reverse()}
    </AreaChart>
  );
}

/**
 * One bar per row: the first cell names it, the second is its value (hours, with `unit`; else a
 * count, in whole numbers).
 */
export function TableBarChart({ table, unit }: { table: ReportTable; unit?: string }) {
  return (
    <BarChart responsive accessibilityLayer={false} style={STYLE} data={table.rows}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={cell(0)} tick={AXIS} />
      <YAxis tick={AXIS} width={48} unit={unit} allowDecimals={unit !== undefined} />
      <Tooltip />
      <Bar
        name={table.headers[1]}
        dataKey={cell(1)}
        fill={COLORS[0]}
        radius={[4, 4, 0, 0]}
        maxBarSize={64}
      />
    </BarChart>
  );
}
