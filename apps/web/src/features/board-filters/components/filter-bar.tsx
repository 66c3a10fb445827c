import type { BoardTask } from '@teamboard/shared';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useCurrentBoard } from '../../boards/current-board';
import { useShortcut } from '../../shortcuts/use-shortcut';
import { useTasks } from '../../tasks/api/get-tasks';
import {
  activeFilterCount,
  FILTER_KINDS,
  isFiltering,
  NO_FILTERS,
  setNegated,
  toggleValue,
} from '../board-filters';
import { useBoardFilters } from '../use-board-filters';
import { FilterMenu } from './filter-menu';
import { SearchBox } from './search-box';

const NO_TASKS: BoardTask[] = [];

/**
 * The board's search, one filter per kind, how many filters are on, and Clear filters. The `/`
 * key goes to the search, `f` opens the first filter (Tab reaches the others).
 */
export function FilterBar() {
  const bar = useRef<HTMLDivElement>(null);
  useShortcut('search', () => bar.current?.querySelector('input')?.focus());
  useShortcut('filters', () => {
    const first = bar.current?.querySelector<HTMLButtonElement>('[data-testid^="filter-"]');
    first?.focus();
    first?.click();
  });
  const { board } = useCurrentBoard();
  const tasks = useTasks(board._id).data?.tasks ?? NO_TASKS;
  const { filters, setFilters } = useBoardFilters();
  const count = activeFilterCount(filters);

  return (
    <div
      ref={bar}
      role="search"
      aria-label="Filter tasks"
      className="flex flex-wrap items-center gap-2"
    >
      <SearchBox
        value={filters.search}
        onSearch={(search) => setFilters({ ...filters, search }, { replace: true })}
      />
      {FILTER_KINDS.map((kind) => (
        <FilterMenu
          key={kind}
          kind={kind}
          filter={filters.kinds[kind]}
          board={board}
          tasks={tasks}
          onToggle={(value) => setFilters(toggleValue(filters, kind, value))}
          onNegate={(negated) => setFilters(setNegated(filters, kind, negated))}
        />
      ))}
      {count > 0 && (
        <span data-testid="active-filter-count" className="text-sm text-neutral-500">
          {count === 1 ? '1 filter' : `${count} filters`}
        </span>
      )}
      {isFiltering(filters) && (
        <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
