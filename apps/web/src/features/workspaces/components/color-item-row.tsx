import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { errorMessage } from '../../../lib/api-error';
import type { FormSchema } from '../../../lib/form-resolver';
import { NameColorForm, type NameColorValues } from './name-color-form';

interface ColorItemRowProps {
  item: NameColorValues;
  /** What the item is, for messages: "label", "column type". */
  noun: string;
  schema: FormSchema<NameColorValues>;
  canManage: boolean;
  onSave: (values: NameColorValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Shown between the name and the buttons (a "default" toggle). */
  extra?: ReactNode;
}

/** A coloured item with Edit (inline) and Delete for those who may manage it. */
export function ColorItemRow({
  item,
  noun,
  schema,
  canManage,
  onSave,
  onDelete,
  extra,
}: ColorItemRowProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (editing) {
    return (
      <li className="py-3">
        <NameColorForm
          schema={schema}
          nameLabel="Name"
          defaultValues={{ name: item.name, color: item.color }}
          submitLabel="Save"
          failure={`Failed to update ${noun}`}
          onSave={async (values) => {
            await onSave(values);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  const remove = () => {
    setDeleting(true);
    onDelete().then(
      () => toast.success(`Deleted ${noun} "${item.name}"`),
      (error: unknown) => {
        setDeleting(false);
        toast.error(errorMessage(error, `Failed to delete ${noun}`));
      },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="size-4 shrink-0 rounded-full"
        style={{ backgroundColor: item.color }}
      />
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.name}</span>
      {extra}
      {canManage && (
        <>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <ConfirmButton
            label="Delete"
            question={`Delete "${item.name}"?`}
            loading={deleting}
            onConfirm={remove}
          />
        </>
      )}
    </li>
  );
}
