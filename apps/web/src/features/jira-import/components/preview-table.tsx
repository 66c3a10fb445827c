import type { ImportPreviewIssue } from '@teamboard/shared/jira-import';
import { Card } from '../../../components/ui/card';
import { Table, TableCell } from '../../../components/ui/table';
import { PREVIEW_HEADERS, previewCells, type PreviewContext } from '../preview-values';

interface PreviewTableProps {
  issues: ImportPreviewIssue[];
  context: PreviewContext;
}

/** The first issues of the file as they will look on the board, the mappings applied. */
export function PreviewTable({ issues, context }: PreviewTableProps) {
  return (
    <Card>
      <Table label={`The first ${issues.length} issues`} columns={PREVIEW_HEADERS}>
        {issues.map((issue) => (
          <tr key={issue.row}>
            {previewCells(issue, context).map((cell, index) => (
              <TableCell key={PREVIEW_HEADERS[index]}>{cell}</TableCell>
            ))}
          </tr>
        ))}
      </Table>
    </Card>
  );
}
