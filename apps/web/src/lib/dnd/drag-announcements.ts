import type { Active, Announcements, Over } from '@dnd-kit/core';

/**
 * What screen readers hear during a drag, items said as `named` says them (dnd-kit would read
 * out ids). `moves` tells a drop that changes something from one that puts the item back.
 */
export function dragAnnouncements(
  named: (item: Active | Over | null) => string,
  moves: (active: Active, over: Over) => boolean = () => true,
): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${named(active)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${named(active)} is over ${named(over)}.` : `${named(active)} is over no drop area.`,
    onDragEnd: ({ active, over }) =>
      over && moves(active, over)
        ? `${named(active)} was dropped on ${named(over)}.`
        : `${named(active)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${named(active)} was cancelled.`,
  };
}
