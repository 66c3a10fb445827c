import type { ImportPreviewIssue } from '@teamboard/shared/jira-import';
import { Card } from '../../../components/ui/card';
import { PREVIEW_HEADERS, previewCells, type PreviewContext } from '../preview-values';

interface PreviewTableProps {
  issues: ImportPreviewIssue[];
  context: PreviewContext;
}

/** The first issues of the file as they will look on the board, the mappings applied. */
export function PreviewTable({ issues, context }: PreviewTableProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The first {issues.length} issues</caption>
        <thead className="bg-neutral-50 text-xs text-neutral-500 uppercase dark:bg-neutral-800/50">
          <tr>
            {PREVIEW_HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {issues.map((issue) => (
            <tr key={issue.row}>
              {previewCells(issue, context).map((cell, index) => (
                <td key={PREVIEW_HEADERS[index]} className="px-3 py-2 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
