import type { Column } from '@teamboard/shared';
import { InlineTextField } from '../../../components/ui/inline-text-field';
import { useUpdateColumn } from '../api/update-column';
import { checkColumnTitle } from './column-title';

/** The column's title as a field: Enter or leaving it saves, Escape cancels. */
export function RenameColumnForm({ column, onDone }: { column: Column; onDone: () => void }) {
  const update = useUpdateColumn();
  return (
    <InlineTextField
      label="Column title"
      initial={column.title}
      check={checkColumnTitle}
      onSave={(title) => update.mutate({ column, title })}
      onDone={onDone}
    />
  );
}
