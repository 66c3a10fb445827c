import { useState } from 'react';
import { Button } from './button';
import type { TextCheck } from './inline-text-field';
import { Input } from './input';

interface AddTextFormProps {
  label: string;
  /** The hint in the empty field; the label when not given. */
  placeholder?: string;
  check: (text: string) => TextCheck;
  onAdd: (text: string) => void;
  onClose: () => void;
  /** Stays open after adding, for the next one (items, columns); else closes (a checklist). */
  keepOpen?: boolean;
  initial?: string;
  /**
   * The add button's label, shown beside Cancel. Without buttons Enter alone adds, and leaving the
   * field empty closes it, as there is no Cancel to click.
   */
  submitLabel?: string;
}

/** A one-line form that adds something: Enter adds, Escape closes. */
export function AddTextForm({
  label,
  placeholder = label,
  check,
  onAdd,
  onClose,
  keepOpen = false,
  initial = '',
  submitLabel,
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
        placeholder={placeholder}
        value={text}
        invalid={error !== null}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => submitLabel === undefined && !text.trim() && onClose()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
        className="py-1 text-sm"
      />
      {error && <p className="text-xs text-red-600 dark:text-red-400">{error}</p>}
      {submitLabel !== undefined && (
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            {submitLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
