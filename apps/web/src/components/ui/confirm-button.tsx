import { useState } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';

interface ConfirmButtonProps {
  label: string;
  /** Asked inline after the first click, e.g. "Remove Grace?". */
  question: string;
  confirmLabel?: string;
  onConfirm: () => void;
  loading?: boolean;
  variant?: ButtonVariant;
}

/** A button that asks for a second, explicit click before doing something destructive. */
export function ConfirmButton({
  label,
  question,
  confirmLabel = label,
  onConfirm,
  loading = false,
  variant = 'secondary',
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant={variant} size="sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className="flex items-center gap-2">
      <span className="text-sm text-neutral-700 dark:text-neutral-300">{question}</span>
      <Button variant="danger" size="sm" loading={loading} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="ghost" size="sm" disabled={loading} onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </span>
  );
}
