import { useState } from 'react';
import { AddTextForm } from '../../../components/ui/add-text-form';
import { Button } from '../../../components/ui/button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useCreateColumn } from '../api/create-column';
import { checkColumnTitle } from './column-title';

/** "Add column" after the last column: Enter adds one (and stays open for the next), Escape closes. */
export function AddColumn({ boardId }: { boardId: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreateColumn();

  return (
    <div data-testid="add-column" className="w-72 shrink-0">
      {open ? (
        <div className="rounded-xl bg-neutral-100 p-3 dark:bg-neutral-900">
          <AddTextForm
            label="New column title"
            placeholder="Column title, Enter to add"
            check={checkColumnTitle}
            keepOpen
            onAdd={(title) =>
              reportOutcome(create.mutateAsync({ boardId, title }), 'Failed to add column')
            }
            onClose={() => setOpen(false)}
          />
        </div>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
          + Add column
        </Button>
      )}
    </div>
  );
}
