import type { JiraImport } from '@teamboard/shared/jira-import';

type Counts = Pick<JiraImport, 'done' | 'total' | 'created' | 'updated' | 'failed'>;

/** An import's figures: issues handled of the total, and what became of them. */
export function ImportCounts({ counts }: { counts: Counts }) {
  const figures = [
    ['Handled', `${counts.done} of ${counts.total}`],
    ['Created', counts.created],
    ['Updated', counts.updated],
    ['Failed', counts.failed],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {figures.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className="text-neutral-500 dark:text-neutral-400">{term}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
