import { useRef, useState } from 'react';
import { cn } from '../../lib/class-names';
import type { FormSchema } from '../../lib/form-resolver';
import { Input } from './input';

/** A field's text as it will be saved, or why it cannot be. */
export type TextCheck = { text: string } | { error: string };

/** A check by the server's own rule for the field (a zod string schema of packages/shared). */
export function checkedBy(schema: FormSchema<string>): (text: string) => TextCheck {
  return (text) => {
    const parsed = schema.safeParse(text);
    if (parsed.success) return { text: parsed.data };
    return { error: parsed.error.issues[0]?.message ?? 'This is not valid' };
  };
}

interface InlineTextFieldProps {
  label: string;
  initial: string;
  check: (text: string) => TextCheck;
  /** Called with the checked text when it differs from `initial`. */
  onSave: (text: string) => void;
  /** The edit is over (saved or cancelled). */
  onDone: () => void;
  className?: string;
}

/**
 * Text edited in place: Enter or leaving the field saves, Escape cancels. A text that fails its
 * check stays in the field with the reason under it.
 */
export function InlineTextField({
  label,
  initial,
  check,
  onSave,
  onDone,
  className,
}: InlineTextFieldProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Enter or Escape ends the edit; the blur as the field goes away must not save again.
  const finished = useRef(false);
  const finish = () => {
    finished.current = true;
    onDone();
  };
  const save = () => {
    if (finished.current) return;
    const checked = check(text);
    if ('error' in checked) return setError(checked.error);
    if (checked.text !== initial) onSave(checked.text);
    finish();
  };

  return (
    <div className={cn('min-w-0 flex-1', className)}>
      <Input
        autoFocus
        aria-label={label}
        value={text}
        invalid={error !== null}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            finish();
          }
        }}
        className="py-1"
      />
      {error && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{error}</p>}
    </div>
  );
}
