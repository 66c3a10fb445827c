import type { DropdownMenu } from 'radix-ui';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { loadedRadixParts, loadRadixParts, useRadixParts } from './radix-loader';

// The kit's menu. Radix, under it, loads on first use (radix-loader.ts): until then a plain
// button stands in for the trigger, looks the same, and opens the menu once Radix is there.

export function MenuHeading({ children }: { children: string }) {
  const { RadixMenuHeading } = loadedRadixParts();
  return <RadixMenuHeading>{children}</RadixMenuHeading>;
}

export function MenuDivider() {
  const { RadixMenuDivider } = loadedRadixParts();
  return <RadixMenuDivider />;
}

/**
 * One item of a menu: picked by click, Enter or Space (`onSelect`), or, with `asChild`, a link
 * given as the child. Arrow keys and typing its first letters reach it (Radix DropdownMenu).
 */
export function MenuItem(props: ComponentProps<typeof DropdownMenu.Item>) {
  const { RadixMenuItem } = loadedRadixParts();
  return <RadixMenuItem {...props} />;
}

export interface DropdownProps {
  /** The menu's accessible name. */
  label: string;
  testId: string;
  /** The content of the button that opens the menu. */
  trigger: ReactNode;
  triggerClassName: string;
  panelClassName?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /** Where focus goes as the menu closes: back to the button unless this prevents it. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/** A button opening a menu below it, with Radix DropdownMenu's keyboard and focus rules. */
export function Dropdown(props: DropdownProps) {
  const parts = useRadixParts();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  if (parts) return <parts.RadixDropdown {...props} defaultOpen={pressed} focusTrigger={focused} />;
  const open = () => {
    setPressed(true);
    void loadRadixParts();
  };
  return (
    <button
      type="button"
      data-testid={props.testId}
      className={cn('relative', props.triggerClassName)}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void loadRadixParts()}
      onFocus={() => {
        setFocused(true);
        void loadRadixParts();
      }}
      onBlur={() => setFocused(false)}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open();
      }}
    >
      {props.trigger}
    </button>
  );
}

export interface MenuAction<Action extends string> {
  action: Action;
  label: string;
}

/** The "⋯" menu of a thing (a folder, a column): one item per action it offers. */
export function ActionsMenu<Action extends string>({
  name,
  testId,
  actions,
  onPick,
  panelClassName,
}: {
  /** What the menu is about, for its accessible label ("To Do actions"). */
  name: string;
  testId: string;
  actions: MenuAction<Action>[];
  onPick: (action: Action) => void;
  panelClassName?: string;
}) {
  // An action moves focus itself (a rename field, a confirmation): the menu must not take it
  // back to its button as it closes.
  const picked = useRef(false);
  return (
    <Dropdown
      label={`${name} actions`}
      testId={testId}
      align="end"
      trigger={
        <>
          <span aria-hidden="true">⋯</span>
          <span className="sr-only">{name} actions</span>
        </>
      }
      triggerClassName="rounded px-1.5 text-neutral-600 hover:bg-neutral-200 dark:text-neutral-400 dark:hover:bg-neutral-800"
      panelClassName={panelClassName ?? 'w-44'}
      onCloseAutoFocus={(event) => {
        if (picked.current) event.preventDefault();
        picked.current = false;
      }}
    >
      {actions.map(({ action, label }) => (
        <MenuItem
          key={action}
          onSelect={() => {
            picked.current = true;
            onPick(action);
          }}
        >
          {label}
        </MenuItem>
      ))}
    </Dropdown>
  );
}
