import { useId, type ReactNode } from 'react';
import { cn } from '../../../../lib/class-names';
import { usePopover } from '../../../../lib/use-popover';

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
  /** Open state held outside (a shortcut opens the picker); otherwise the pill holds its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const PILL =
  'inline-flex max-w-full items-center gap-1.5 rounded-full border border-neutral-200 px-2.5 py-1 text-xs font-medium text-neutral-700 dark:border-neutral-700 dark:text-neutral-200';

/**
 * One property of a task as a compact pill: a click (or Enter) opens its picker below it, a
 * choice saves at once, Escape or a click outside closes it.
 */
export function PropertyPill({
  name,
  children,
  valueText,
  readOnly,
  picker,
  testId,
  hint,
  open: openOutside = false,
  onOpenChange,
}: PropertyPillProps) {
  const popover = usePopover();
  const { containerRef, menuId, triggerProps } = popover;
  const open = openOutside || popover.open;
  const close = () => {
    popover.close();
    onOpenChange?.(false);
  };
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
    // Not positioned itself: the picker opens under the whole row of pills (the nearest
    // positioned parent), so a pill at the row's end cannot push it out of the panel.
    <div ref={containerRef}>
      <button
        type="button"
        data-testid={testId}
        aria-label={`${name}: ${valueText}`}
        aria-describedby={hint ? hintId : undefined}
        {...triggerProps}
        aria-expanded={open}
        onClick={open ? close : triggerProps.onClick}
        aria-haspopup="dialog"
        className={cn(PILL, 'hover:bg-neutral-100 dark:hover:bg-neutral-800')}
      >
        {children}
      </button>
      {hint && (
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      )}
      {open && (
        <div
          id={menuId}
          role="dialog"
          aria-label={name}
          className="absolute top-full left-0 z-20 mt-1 w-72 max-w-full rounded-lg border border-neutral-200 bg-white p-2 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
        >
          {hint && (
            <p className="mb-2 px-1 text-xs text-neutral-600 dark:text-neutral-400">{hint}</p>
          )}
          {picker(close)}
        </div>
      )}
    </div>
  );
}
