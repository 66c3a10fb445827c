import {
  cloneElement,
  useEffect,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { loadRadixParts, useRadixParts } from './radix-loader';

export interface PopoverProps {
  /** The panel's accessible name ("Priority", "Labels filter"). */
  label: string;
  /** The button that opens it; it gets aria-expanded and aria-controls. */
  trigger: ReactElement<ComponentProps<'button'>>;
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
 * A button and the panel it opens beside it, with Radix Popover's focus rules. Radix loads on
 * first use (radix-loader.ts): until then the trigger stands alone and opens the panel once
 * Radix is there.
 */
export function Popover({ open: heldOpen, onOpenChange, ...props }: PopoverProps) {
  const parts = useRadixParts();
  const [ownOpen, setOwnOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = heldOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  useEffect(() => {
    if (open && !parts) void loadRadixParts();
  }, [open, parts]);
  if (parts) {
    return (
      <parts.RadixPopover {...props} open={open} onOpenChange={setOpen} focusTrigger={focused} />
    );
  }
  const { trigger } = props;
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: (event) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(true);
    },
    onPointerEnter: (event) => {
      trigger.props.onPointerEnter?.(event);
      void loadRadixParts();
    },
    onFocus: (event) => {
      trigger.props.onFocus?.(event);
      setFocused(true);
      void loadRadixParts();
    },
    onBlur: (event) => {
      trigger.props.onBlur?.(event);
      setFocused(false);
    },
  });
}
