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
  const headers = [
    'Summary',
    'Issue key',
    'Issue id',
    'Issue Type',
    'Status',
    'Priority',
    'Assignee',
    'Created',
    'Due date',
    'Labels',
    'Labels',
    'Labels',
    'Description',
    'Custom field (Story Points)',
    'Outward issue link (Blocks)',
    'Parent',
    'Comment',
    'Log Work',
  ];
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const labels = Array.from({ length: 3 }, (_, slot) =>
      slot <= n % 3 ? `area-${String((n + slot * 5) % 12)}` : '',
    );
    return [
      `Issue number ${String(n)}: make the thing work better for everyone`,
      `BENCH-${String(n)}`,
      String(10_000 + n),
      n % 20 === 0 ? 'Sub-task' : 'Task',
      nth(STATUSES, n),
      nth(PRIORITIES, n),
      n % 5 === 0 ? '' : nth(PEOPLE, n),
      jiraDate(n % 300, 9 + (n % 8)),
      n % 3 === 0 ? `2026-0${String(1 + (n % 9))}-1${String(n % 10)}` : '',
      ...labels,
      `What happens: step ${String(n)} fails.\nWhat should happen: it works, with "quotes", commas and more text to read. `.repeat(
        3,
      ),
      n % 2 === 0 ? String(1 + (n % 13)) : '',
      n % 10 === 0 && n < count ? `BENCH-${String(n + 1)}` : '',
      n % 20 === 0 ? String(10_000 + n - 1) : '',
      n % 2 === 0 ? `${jiraDate(n % 300, 14)};${nth(PEOPLE, n + 1)};Looked at it; more later` : '',
      n % 3 === 0 ? `Worked on it;${jiraDate(n % 300, 10)};${nth(PEOPLE, n)};5400` : '',
    ];
  });
  return Papa.unparse({ fields: headers, data: rows }, { newline: '\r\n' });
}
