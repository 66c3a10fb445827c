import type { Column } from '@teamboard/shared';
import { ActionsMenu } from '../../../components/ui/menu';

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
    <ActionsMenu
      name={column.title}
      testId={`column-menu-${column._id}`}
      actions={actions.map((action) => ({ action, label: LABELS[action] }))}
      onPick={onPick}
      panelClassName="w-40"
    />
  );
}
