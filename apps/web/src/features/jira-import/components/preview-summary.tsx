import type { JiraImport } from '@teamboard/shared/jira-import';
import { Badge } from '../../../components/ui/badge';

/** How many issues the file holds, the fields found in it, and the labels it brings. */
export function PreviewSummary({ jiraImport }: { jiraImport: JiraImport }) {
  const { preview, fileName } = jiraImport;
  return (
    <div className="space-y-3 text-sm">
      <p>
        <strong>{preview.rows === 1 ? '1 issue' : `${preview.rows} issues`}</strong> found in{' '}
        {fileName}.
      </p>
      <div className="space-y-1">
        <h3 className="font-medium">Fields detected</h3>
        <p className="text-neutral-600 dark:text-neutral-400">{preview.fields.join(', ')}</p>
      </div>
      {preview.labels.length > 0 && (
        <div className="space-y-1">
          <h3 className="font-medium">Labels (created on the board as needed)</h3>
          <ul aria-label="Labels" className="flex flex-wrap gap-1.5">
            {preview.labels.map(({ name, count }) => (
              <li key={name}>
                <Badge>
                  {name} · {count}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
