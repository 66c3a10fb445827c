import { JIRA_IMPORT_MAX_BYTES } from '@teamboard/shared/jira-import';

/** What the file input offers to pick: Jira's CSV export and its REST search JSON. */
export const JIRA_FILE_TYPES = '.csv,.json,text/csv,application/json';

const MEGABYTE = 1024 * 1024;

/**
 * Why `file` cannot be sent, or null: checked in the browser so a person waits for no upload
 * the server would refuse (it still checks everything itself).
 */
export function jiraFileProblem(file: File): string | null {
  if (!/\.(csv|json)$/i.test(file.name))
    return `"${file.name}" is not a CSV or JSON file: export the issues from Jira as CSV or JSON.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > JIRA_IMPORT_MAX_BYTES) {
    const size = (file.size / MEGABYTE).toFixed(1);
    return `"${file.name}" is ${size} MB: the largest file that can be imported is ${JIRA_IMPORT_MAX_BYTES / MEGABYTE} MB. Export fewer issues at a time (filter by date or by type) and import each file.`;
  }
  return null;
}
