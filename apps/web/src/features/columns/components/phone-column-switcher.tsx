import type { Column } from '@teamboard/shared';
import { useEffect, useState, type RefObject } from 'react';
import { cn } from '../../../lib/class-names';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

interface PhoneColumnSwitcherProps {
  columns: Column[];
  /** The row of columns, which scrolls sideways one column at a time on a phone. */
  row: RefObject<HTMLElement | null>;
}

/** The column whose left edge is nearest the row's: the one on screen. */
function columnInView(row: HTMLElement): number {
  const left = row.getBoundingClientRect().left;
  const offsets = [...row.children].map((child) =>
    Math.abs(child.getBoundingClientRect().left - left),
  );
  return offsets.indexOf(Math.min(...offsets));
}

/**
 * On a phone, where the board shows one column at a time: the columns' names in a row, the one
 * on screen marked; a tap brings another into view (swiping the board does too).
 */
export function PhoneColumnSwitcher({ columns, row }: PhoneColumnSwitcherProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const element = row.current;
    if (!phone || !element) return;
    const onScroll = () => setCurrent(columnInView(element));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [phone, row]);
  if (!phone) return null;
  return (
    <nav aria-label="Columns" className="mb-3 flex gap-2 overflow-x-auto pb-1">
      {columns.map((column, index) => (
        <button
          key={column._id}
          type="button"
          aria-current={index === current || undefined}
          onClick={() =>
            row.current?.children[index]?.scrollIntoView({ inline: 'start', block: 'nearest' })
          }
          className={cn(
            'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium',
            index === current
              ? 'bg-indigo-600 text-white'
              : 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200',
          )}
        >
          {column.title}
        </button>
      ))}
    </nav>
  );
}
