import { useDndMonitor } from '@dnd-kit/core';
import { useState } from 'react';

/** The id of what is being dragged on the board, or null; changes only when a drag starts or ends. */
export function useActiveDragId(): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  useDndMonitor({
    onDragStart: ({ active }) => setActiveId(String(active.id)),
    onDragEnd: () => setActiveId(null),
    onDragCancel: () => setActiveId(null),
  });
  return activeId;
}
