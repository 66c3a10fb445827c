import { Popover } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/class-names';
import type { PopoverProps } from './popover';

const POPOVER_PANEL_CLASSES =
  'z-50 rounded-lg border border-neutral-200 bg-white shadow-lg dark:border-neutral-800 dark:bg-neutral-900';

interface RadixPopoverProps extends Omit<PopoverProps, 'open' | 'onOpenChange'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Take focus as it mounts: its trigger replaces a stand-in that had it. */
  focusTrigger: boolean;
}

/**
 * A button and the panel it opens beside it (Radix Popover): focus moves into the panel and back
 * to the button when it closes; Escape or a click outside closes it; it stays in the window.
 */
export function RadixPopover({
  label,
  trigger,
  children,
  panelClassName,
  align = 'start',
  open,
  onOpenChange,
  inPlace = false,
  focusTrigger,
}: RadixPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  const content = (
    <Popover.Content
      aria-label={label}
      align={align}
      sideOffset={6}
      collisionPadding={8}
      className={cn(POPOVER_PANEL_CLASSES, panelClassName)}
    >
      {typeof children === 'function' ? children(() => onOpenChange(false)) : children}
    </Popover.Content>
  );
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger ref={triggerRef} asChild>
        {trigger}
      </Popover.Trigger>
      {inPlace ? content : <Popover.Portal>{content}</Popover.Portal>}
    </Popover.Root>
  );
}
