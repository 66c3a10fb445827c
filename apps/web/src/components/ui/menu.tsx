import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { usePopover } from '../../lib/use-popover';

export const MENU_ITEM_CLASSES =
  'block w-full px-4 py-2 text-left text-sm text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800';

/** The floating panel of a dropdown menu (pair with `usePopover`). */
export function MenuPanel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="menu"
      className={cn(
        'absolute z-20 mt-2 w-64 overflow-hidden rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900',
        className,
      )}
      {...props}
    />
  );
}

export function MenuHeading({ children }: { children: string }) {
  return (
    <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
      {children}
    </p>
  );
}

export function MenuDivider() {
  return <div className="my-1 border-t border-neutral-200 dark:border-neutral-800" />;
}

interface DropdownProps {
  /** The menu's accessible name. */
  label: string;
  testId: string;
  /** The content of the button that opens the menu. */
  trigger: ReactNode;
  triggerClassName: string;
  panelClassName?: string;
  /** The menu's items; call `close` when one is picked. */
  children: (close: () => void) => ReactNode;
}

/** A button opening a menu below it; closes on a click outside or Escape. */
export function Dropdown({
  label,
  testId,
  trigger,
  triggerClassName,
  panelClassName,
  children,
}: DropdownProps) {
  const { open, close, containerRef, menuId, triggerProps } = usePopover();
  return (
    <div ref={containerRef} className="relative">
      <button type="button" data-testid={testId} {...triggerProps} className={triggerClassName}>
        {trigger}
      </button>
      {open && (
        <MenuPanel id={menuId} aria-label={label} className={panelClassName}>
          {children(close)}
        </MenuPanel>
      )}
    </div>
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
  return (
    <Dropdown
      label={`${name} actions`}
      testId={testId}
      trigger={
        <>
          <span aria-hidden="true">⋯</span>
          <span className="sr-only">{name} actions</span>
        </>
      }
      triggerClassName="rounded px-1.5 text-neutral-500 hover:bg-neutral-200 dark:hover:bg-neutral-800"
      panelClassName={cn('right-0', panelClassName ?? 'w-44')}
    >
      {(close) =>
        actions.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            className={MENU_ITEM_CLASSES}
            onClick={() => {
              close();
              onPick(action);
            }}
          >
            {label}
          </button>
        ))
      }
    </Dropdown>
  );
}
