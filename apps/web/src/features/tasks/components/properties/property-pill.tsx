import { useId, type ReactNode } from 'react';
import { Popover } from '../../../../components/ui/popover';
import { cn } from '../../../../lib/class-names';

interface PropertyPillProps {
  /** The property's name: the pill's label and its picker's ("Priority"). */
  name: string;
  /** What the pill shows now. */
  children: ReactNode;
  /** The value in words, for screen readers ("Urgent", "2 people"). */
  valueText: string;
  /** Someone who only reads the task sees the value, not a picker. */
  readOnly: boolean;
  /** The picker; `close` ends it. */
  picker: (close: () => void) => ReactNode;
  testId: string;
  /** What the property means, read with the pill and shown atop its picker. */
  hint?: string;
  /** Open state held by the caller, for a keyboard shortcut that opens the picker. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const PILL =
  'inline-flex max-w-full items-center gap-1.5 rounded-full border border-neutral-200 px-2.5 py-1 text-xs font-medium text-neutral-700 dark:border-neutral-700 dark:text-neutral-200';

/**
 * One property of a task as a compact pill: a click (or Enter) opens its picker below it, a
 * choice saves at once, Escape or a click outside closes it and focus returns to the pill.
 */
export function PropertyPill({
  name,
  children,
  valueText,
  readOnly,
  picker,
  testId,
  hint,
  open,
  onOpenChange,
}: PropertyPillProps) {
  const hintId = useId();
  if (readOnly) {
    return (
      <span className={PILL} data-testid={testId}>
        <span className="sr-only">{name}: </span>
        {children}
      </span>
    );
  }
  return (
    <>
      <Popover
        label={name}
        open={open}
        onOpenChange={onOpenChange}
        panelClassName="w-72 max-w-[calc(100vw-1rem)] p-2"
        trigger={
          <button
            type="button"
            data-testid={testId}
            aria-label={`${name}: ${valueText}`}
            aria-describedby={hint ? hintId : undefined}
            className={cn(PILL, 'hover:bg-neutral-100 dark:hover:bg-neutral-800')}
          >
            {children}
          </button>
        }
      >
        {(close) => (
          <>
            {hint && (
              <p className="mb-2 px-1 text-xs text-neutral-600 dark:text-neutral-400">{hint}</p>
            )}
            {picker(close)}
          </>
        )}
      </Popover>
      {hint && (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      )}
    </>
  );
}
