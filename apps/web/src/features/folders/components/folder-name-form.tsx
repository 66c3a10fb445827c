import { createFolderInputSchema } from '@teamboard/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-error';

interface FolderNameFormProps {
  label: string;
  initialName?: string;
  submitLabel: string;
  /** The message when saving fails and the server gave none. */
  failure: string;
  onSave: (name: string) => Promise<unknown>;
  onDone: () => void;
}

/** One name field: creates or renames a folder inline. */
export function FolderNameForm({
  label,
  initialName = '',
  submitLabel,
  failure,
  onSave,
  onDone,
}: FolderNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = createFolderInputSchema.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? failure);
    setSaving(true);
    try {
      await onSave(parsed.data);
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, failure));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-2 py-1"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        aria-label={label}
        autoFocus
        value={name}
        invalid={error !== null}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="ghost" size="sm" disabled={saving} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
