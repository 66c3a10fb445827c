import Papa from 'papaparse';

const STATUSES = ['To Do', 'In Progress', 'In Review', 'Done'];
const PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'];
const PEOPLE = ['Ada Byron', 'Ben Okafor', 'Chen Wei', 'Dana Scott', 'Eli Levi'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The `n`th of a list, going round. */
const nth = (list: string[], n: number): string => list[n % list.length] ?? '';

/** A date as Jira's CSV export writes it: 22/Nov/25 3:04 PM. */
function jiraDate(day: number, hour: number): string {
  const date = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000);
  const month = nth(MONTHS, date.getUTCMonth());
  const year = String(date.getUTCFullYear()).slice(2);
  const clock = `${String(hour % 12 || 12)}:${String((day * 7) % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${String(date.getUTCDate()).padStart(2, '0')}/${month}/${year} ${clock}`;
}

/**
 * A Jira "CSV (all fields)" export of `count` issues in 4 statuses: priorities, an assignee on
 * four in five, one to three labels of 12, story points on half, a due date on a third, a
 * description of about 300 characters, a comment on every other issue and a worklog on every
 * third, a "blocks" link on every tenth and a parent on every twentieth.
 */
export function jiraExport(count: number): string {
  const issues = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      Summary: `Issue number ${String(n)}: make the thing work better for everyone`,
      'Issue key': `BENCH-${String(n)}`,
      'Issue id': String(10_000 + n),
      'Issue Type': n % 20 === 0 ? 'Sub-task' : 'Task',
      Status: nth(STATUSES, n),
      Priority: nth(PRIORITIES, n),
      Assignee: n % 5 === 0 ? '' : nth(PEOPLE, n),
      Created: jiraDate(n % 300, 9 + (n % 8)),
      'Due date': n % 3 === 0 ? `2026-0${String(1 + (n % 9))}-1${String(n % 10)}` : '',
      Labels: Array.from(
        { length: 1 + (n % 3) },
        (_, slot) => `area-${String((n + slot * 5) % 12)}`,
      ),
      Description:
        `What happens: step ${String(n)} fails.\nWhat should happen: it works, with "quotes", commas and more text to read. `.repeat(
          3,
        ),
      'Custom field (Story Points)': n % 2 === 0 ? String(1 + (n % 13)) : '',
      'Outward issue link (Blocks)': n % 10 === 0 && n < count ? `BENCH-${String(n + 1)}` : '',
      Parent: n % 20 === 0 ? String(10_000 + n - 1) : '',
      Comment:
        n % 2 === 0
          ? `${jiraDate(n % 300, 14)};${nth(PEOPLE, n + 1)};Looked at it; more later`
          : '',
      'Log Work': n % 3 === 0 ? `Worked on it;${jiraDate(n % 300, 10)};${nth(PEOPLE, n)};5400` : '',
    };
  });
  return jiraCsv(issues);
}

/** An issue of a Jira CSV by column name; a column Jira repeats (Labels, Comment…) takes a list. */
export type CsvIssue = Record<string, string | string[]>;

/**
 * A Jira CSV export of these issues: a column for each name they use (as many as the longest
 * list for a repeated one, under the same name, as Jira writes them), in first-seen order.
 */
export function jiraCsv(issues: CsvIssue[]): string {
  const widths = new Map<string, number>();
  for (const issue of issues) {
    for (const [name, value] of Object.entries(issue)) {
      const width = Array.isArray(value) ? value.length : 1;
      widths.set(name, Math.max(widths.get(name) ?? 1, width));
    }
  }
  const columns = [...widths].flatMap(([name, width]) =>
    Array.from({ length: width }, (_, slot) => ({ name, slot })),
  );
  const rows = issues.map((issue) =>
    columns.map(({ name, slot }) => {
      const value = issue[name] ?? '';
      return Array.isArray(value) ? (value[slot] ?? '') : slot === 0 ? value : '';
    }),
  );
  const fields = columns.map((column) => column.name);
  return Papa.unparse({ fields, data: rows }, { newline: '\r\n' });
}
