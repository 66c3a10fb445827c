import type { Column } from '@teamboard/shared';
import { useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { useUpdateColumn } from '../api/update-column';
import { checkColumnTitle } from './column-title';

/** The column's title as a field: Enter or leaving it saves, Escape cancels. */
export function RenameColumnForm({ column, onDone }: { column: Column; onDone: () => void }) {
  const [title, setTitle] = useState(column.title);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateColumn();
  // Enter or Escape ends the edit; the field's blur as it goes away must not save again.
  const finished = useRef(false);
  const finish = () => {
    finished.current = true;
    onDone();
  };

  const save = () => {
    if (finished.current) return;
    const checked = checkColumnTitle(title);
    if ('error' in checked) return setError(checked.error);
    if (checked.title !== column.title) update.mutate({ column, title: checked.title });
    finish();
  };

  return (
    <div className="min-w-0 flex-1">
      <Input
        autoFocus
        aria-label="Column title"
        value={title}
        invalid={error !== null}
        onChange={(event) => setTitle(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            finish();
          }
        }}
        className="py-1"
      />
      {error && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{error}</p>}
    </div>
  );
}
