import type { ReportTable } from '@teamboard/shared/report-csv';

export type ChartKind = 'Line' | 'Bar' | 'Area' | 'Box';

/** At most this many series are named with their highest point, to keep the sentence short. */
const NAMED_SERIES = 4;

function highest(data: ReportTable, column: number): string | null {
  let best: { value: number; label: string } | null = null;
  for (const row of data.rows) {
    const value = row[column];
    if (typeof value !== 'number' || (best && value <= best.value)) continue;
    best = { value, label: String(row[0]) };
  }
  return best && `highest ${data.headers[column] ?? ''} ${String(best.value)} (${best.label})`;
}

/**
 * A chart in a sentence, for screen readers: what it plots along what, its range, and each
 * series' highest point ("Bar chart of Throughput per week: Tasks completed by Week, 4 points
 * from 2026-04-27 to 2026-05-18; highest Tasks completed 3 (2026-05-11).").
 */
export function chartSummary(kind: ChartKind, title: string, data: ReportTable): string {
  const [axis = '', ...series] = data.headers;
  const head = `${kind} chart of ${title}`;
  if (data.rows.length === 0) return `${head}: no data yet.`;
  const first = String(data.rows[0]?.[0]);
  const last = String(data.rows.at(-1)?.[0]);
  const points =
    data.rows.length === 1
      ? `1 point, ${first}`
      : `${String(data.rows.length)} points from ${first} to ${last}`;
  const peaks = series
    .slice(0, NAMED_SERIES)
    .map((_, index) => highest(data, index + 1))
    .filter((peak): peak is string => peak !== null);
  const tail = peaks.length > 0 ? `; ${peaks.join('; ')}` : '';
  return `${head}: ${series.join(', ')} by ${axis}, ${points}${tail}.`;
}
