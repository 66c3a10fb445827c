import { ExportRejected } from '../jira-issue';

/**
 * The columns of Jira's CSV export ("CSV (all fields)" or "CSV (current fields)") this import
 * reads, by Jira's names whatever their case. A name Jira repeats (Labels, Comment, Log Work,
 * issue links…) gives every one of its columns, in order; of several names, the first listed is
 * preferred. Jira's other columns (Sprint, Watchers, Attachment, Time Spent, estimates…) are
 * only listed among the fields found.
 */
const COLUMNS = {
  summary: ['Summary'],
  key: ['Issue key'],
  id: ['Issue id'],
  status: ['Status'],
  statusCategory: ['Status Category'],
  priority: ['Priority'],
  assignee: ['Assignee'],
  assigneeId: ['Assignee Id'],
  created: ['Created'],
  dueDate: ['Due date'],
  startDate: ['Custom field (Start date)', 'Start date'],
  labels: ['Labels'],
  description: ['Description'],
  storyPoints: [
    'Custom field (Story Points)',
    'Custom field (Story point estimate)',
    'Story Points',
  ],
  rank: ['Custom field (Rank)', 'Rank'],
  blocks: ['Outward issue link (Blocks)'],
  blockedBy: ['Inward issue link (Blocks)'],
  parent: ['Parent', 'Parent id'],
  subtasks: ['Sub-tasks'],
  comments: ['Comment'],
  worklogs: ['Log Work'],
} as const;

export type Column = keyof typeof COLUMNS;

const EXPORT_AGAIN = 'export it from Jira with "CSV (all fields)" or "CSV (current fields)"';

/** A Jira CSV's header row: where each column is, and the fields it names. */
export class CsvHeader {
  /** Jira's field names, each once, in file order. */
  readonly fields: string[];
  private readonly columns: Record<Column, number[]>;

  /** Refuses a header without the columns every Jira CSV has. */
  constructor(header: string[]) {
    const names = header.map((name) => name.trim());
    this.fields = [...new Set(names.filter((name) => name !== ''))];
    this.columns = columnIndexes(names);
    if (this.columns.summary.length === 0) {
      throw new ExportRejected(`This file has no Summary column: ${EXPORT_AGAIN}`);
    }
    if (this.columns.key.length === 0) {
      throw new ExportRejected(`This file has no Issue key column: ${EXPORT_AGAIN}`);
    }
  }

  /** The first cell with something in it among the column's, trimmed. */
  first(cells: string[], column: Column): string | null {
    for (const index of this.columns[column]) {
      const cell = cells[index]?.trim();
      if (cell) return cell;
    }
    return null;
  }

  /** Every cell with something in it among the column's, in order, trimmed. */
  all(cells: string[], column: Column): string[] {
    return this.columns[column].flatMap((index) => cells[index]?.trim() || []);
  }
}

function columnIndexes(names: string[]): Record<Column, number[]> {
  const indexes = new Map<string, number[]>();
  names.forEach((name, index) => {
    const lower = name.toLowerCase();
    indexes.set(lower, [...(indexes.get(lower) ?? []), index]);
  });
  const find = (aliases: readonly string[]) =>
    aliases.flatMap((alias) => indexes.get(alias.toLowerCase()) ?? []);
  return Object.fromEntries(
    Object.entries(COLUMNS).map(([column, aliases]) => [column, find(aliases)]),
  ) as Record<Column, number[]>;
}
