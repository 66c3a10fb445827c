import { DropdownMenu } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export const MENU_ITEM_CLASSES =
  'block w-full cursor-default px-4 py-2 text-left text-sm text-neutral-700 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-neutral-100 dark:text-neutral-200 dark:data-[highlighted]:bg-neutral-800';

const PANEL_CLASSES =
  'z-50 w-64 overflow-hidden rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900';

export function MenuHeading({ children }: { children: string }) {
  return (
    <DropdownMenu.Label className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
      {children}
    </DropdownMenu.Label>
  );
}

export function MenuDivider() {
  return (
    <DropdownMenu.Separator className="my-1 border-t border-neutral-200 dark:border-neutral-800" />
  );
}

/**
 * One item of a menu: picked by click, Enter or Space (`onSelect`), or, with `asChild`, a link
 * given as the child. Arrow keys and typing its first letters reach it (Radix DropdownMenu).
 */
export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(MENU_ITEM_CLASSES, className)} {...props} />;
}

interface DropdownProps {
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

/**
 * A button opening a menu below it (Radix DropdownMenu: focus moves into the menu, arrows and
 * typeahead move through it, Escape or a click outside closes it and focus returns to the
 * button). Not modal: the page stays usable while it is open, as before.
 */
export function Dropdown({
  label,
  testId,
  trigger,
  triggerClassName,
  panelClassName,
  align = 'start',
  onCloseAutoFocus,
  children,
}: DropdownProps) {
  return (
    <DropdownMenu.Root modal={false}>
      {/* Positioned, so that a hidden label inside (sr-only, absolute) stays within the button:
          loose, it would widen a scrolling row (a board's columns) and so the page. */}
      <DropdownMenu.Trigger data-testid={testId} className={cn('relative', triggerClassName)}>
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
