import { Popover as RadixPopover } from 'radix-ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export const POPOVER_PANEL_CLASSES =
  'z-50 rounded-lg border border-neutral-200 bg-white shadow-lg dark:border-neutral-800 dark:bg-neutral-900';

interface PopoverProps {
  /** The panel's accessible name ("Priority", "Labels filter"). */
  label: string;
  /** The button that opens it; it gets aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** The panel's content; `close` ends it (a choice that is final). */
  children: ReactNode | ((close: () => void) => ReactNode);
  panelClassName?: string;
  align?: 'start' | 'center' | 'end';
  /** Open state held by the caller (a keyboard shortcut opens it); else the popover keeps it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Rendered in place rather than at the end of the page: for a trigger that shows only while
   * focus is within its parent (a message's actions), which a panel elsewhere would hide.
   */
  inPlace?: boolean;
}

/**
 * A button and the panel it opens beside it (Radix Popover): focus moves into the panel and back
 * to the button when it closes; Escape or a click outside closes it; it stays in the window.
 */
export function Popover({
  label,
  trigger,
  children,
  panelClassName,
  align = 'start',
  open: heldOpen,
  onOpenChange,
  inPlace = false,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = heldOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const content = (
    <RadixPopover.Content
      aria-label={label}
      align={align}
      sideOffset={6}
      collisionPadding={8}
      className={cn(POPOVER_PANEL_CLASSES, panelClassName)}
    >
      {typeof children === 'function' ? children(() => setOpen(false)) : children}
    </RadixPopover.Content>
  );
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      {inPlace ? content : <RadixPopover.Portal>{content}</RadixPopover.Portal>}
    </RadixPopover.Root>
  );
}
