import Papa from 'papaparse';

/** A chart's data as rows under headers: what its CSV holds (and its table for screen readers). */
export interface ReportTable {
  headers: string[];
  rows: (string | number | null)[][];
}

/**
 * Text starting like a formula (= + - @, or a tab or carriage return before one) is written
 * behind a quote so a spreadsheet shows it instead of running it. Papaparse's own pattern
 * (`escapeFormulae: true`) ends in `.*$`, which misses a value holding a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The table as RFC 4180 CSV: CRLF lines, fields quoted when needed, formulas neutralised. */
export function toCsv({ headers, rows }: ReportTable): string {
  return Papa.unparse({ fields: headers, data: rows }, { escapeFormulae: FORMULA_START });
}
