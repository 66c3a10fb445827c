import { POSITION_STEP, type Column } from '@teamboard/shared';

/**
 * The column ids in their new order after dragging `activeId` onto `overId` (it takes the place
 * of the column it was dropped on), or null when nothing moves.
 */
export function movedColumnOrder(
  columns: readonly Column[],
  activeId: string,
  overId: string,
): string[] | null {
  const ids = columns.map((column) => column._id);
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return null;
  const order = ids.filter((id) => id !== activeId);
  order.splice(to, 0, activeId);
  return order;
}

/** `columns` in `order`, numbered the way the server numbers them (1024, 2048, …). */
export function orderColumns(columns: readonly Column[], order: readonly string[]): Column[] {
  const byId = new Map(columns.map((column) => [column._id, column]));
  return order.flatMap((id, index) => {
    const column = byId.get(id);
    return column ? [{ ...column, position: (index + 1) * POSITION_STEP }] : [];
  });
}
