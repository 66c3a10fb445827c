import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { reportOutcome } from '../../../lib/report-outcome';
import { useCreateColumn } from '../api/create-column';
import { checkColumnTitle } from './column-title';

/** "Add column" after the last column: Enter adds one (and stays open for the next), Escape closes. */
export function AddColumn({ boardId }: { boardId: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateColumn();

  const close = () => {
    setOpen(false);
    setTitle('');
    setError(null);
  };
  const submit = () => {
    const checked = checkColumnTitle(title);
    if ('error' in checked) return setError(checked.error);
    reportOutcome(
      create.mutateAsync({ boardId, title: checked.text }),
      'Failed to add column',
      () => setError(null),
    );
    setTitle('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <div data-testid="add-column" className="w-72 shrink-0">
      {open ? (
        <div className="rounded-xl bg-neutral-100 p-3 dark:bg-neutral-900">
          <Input
            autoFocus
            aria-label="New column title"
            placeholder="Column title, Enter to add"
            value={title}
            invalid={error !== null}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => !title.trim() && close()}
          />
          {error && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{error}</p>}
        </div>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
          + Add column
        </Button>
      )}
    </div>
  );
}
