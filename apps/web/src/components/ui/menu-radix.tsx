import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import type { DropdownProps } from './menu';

const MENU_ITEM_CLASSES =
  'block w-full cursor-default px-4 py-2 text-left text-sm text-neutral-700 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-neutral-100 dark:text-neutral-200 dark:data-[highlighted]:bg-neutral-800';

const PANEL_CLASSES =
  'z-50 w-64 overflow-hidden rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900';

export function RadixMenuHeading({ children }: { children: string }) {
  return (
    <DropdownMenu.Label className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
      {children}
    </DropdownMenu.Label>
  );
}

export function RadixMenuDivider() {
  return (
    <DropdownMenu.Separator className="my-1 border-t border-neutral-200 dark:border-neutral-800" />
  );
}

export function RadixMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(MENU_ITEM_CLASSES, className)} {...props} />;
}

interface RadixDropdownProps extends DropdownProps {
  /** Open as it mounts: the stand-in button was pressed before Radix had loaded. */
  defaultOpen: boolean;
  /** Take focus as it mounts: it replaces a stand-in button that had it. */
  focusTrigger: boolean;
}

/**
 * A button opening a menu below it (Radix DropdownMenu: focus moves into the menu, arrows and
 * typeahead move through it, Escape or a click outside closes it and focus returns to the
 * button). Not modal: the page stays usable while it is open, as before.
 */
export function RadixDropdown({
  label,
  testId,
  trigger,
  triggerClassName,
  panelClassName,
  align = 'start',
  onCloseAutoFocus,
  children,
  defaultOpen,
  focusTrigger,
}: RadixDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      {/* Positioned, so that a hidden label inside (sr-only, absolute) stays within the button:
          loose, it would widen a scrolling row (a board's columns) and so the page. */}
      <DropdownMenu.Trigger
        ref={triggerRef}
        data-testid={testId}
        className={cn('relative', triggerClassName)}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          align={align}
          sideOffset={8}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(PANEL_CLASSES, panelClassName)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
