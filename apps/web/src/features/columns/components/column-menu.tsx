import type { Column } from '@teamboard/shared';
import { Dropdown, MENU_ITEM_CLASSES } from '../../../components/ui/menu';

export type ColumnAction = 'rename' | 'delete';

interface ColumnMenuProps {
  column: Column;
  /** The actions this user may take (rename: board.work, delete: board.manage). */
  actions: ColumnAction[];
  onPick: (action: ColumnAction) => void;
}

const LABELS: Record<ColumnAction, string> = { rename: 'Rename', delete: 'Delete' };

/** The "⋯" menu of a column. */
export function ColumnMenu({ column, actions, onPick }: ColumnMenuProps) {
  return (
    <Dropdown
      label={`${column.title} actions`}
      testId={`column-menu-${column._id}`}
      trigger={
        <>
          <span aria-hidden="true">⋯</span>
          <span className="sr-only">{column.title} actions</span>
        </>
      }
      triggerClassName="rounded px-1.5 text-neutral-500 hover:bg-neutral-200 dark:hover:bg-neutral-800"
      panelClassName="right-0 w-40"
    >
      {(close) =>
        actions.map((action) => (
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
            {LABELS[action]}
          </button>
        ))
      }
    </Dropdown>
  );
}
