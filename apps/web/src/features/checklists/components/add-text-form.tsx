import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { TextCheck } from '../../../components/ui/inline-text-field';

interface AddTextFormProps {
  label: string;
  submitLabel: string;
  check: (text: string) => TextCheck;
  onAdd: (text: string) => void;
  onClose: () => void;
  /** Stays open after adding, for the next one (items); else closes (a checklist). */
  keepOpen?: boolean;
  initial?: string;
}

/** A one-line form that adds something: Enter adds, Escape closes. */
export function AddTextForm({
  label,
  submitLabel,
  check,
  onAdd,
  onClose,
  keepOpen = false,
  initial = '',
}: AddTextFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = check(text);
    if ('error' in checked) return setError(checked.error);
    onAdd(checked.text);
    setText('');
    setError(null);
    if (!keepOpen) onClose();
  };

  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Input
        autoFocus
        aria-label={label}
        placeholder={label}
        value={text}
        invalid={error !== null}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
        className="py-1 text-sm"
      />
      {error && <p className="text-xs text-red-600 dark:text-red-400">{error}</p>}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
