import type { Board, BoardTask } from '@teamboard/shared';
import { useId, useMemo, useState } from 'react';
import { filterTriggerClasses } from '../../../components/ui/control-styles';
import { Input } from '../../../components/ui/input';
import { Popover } from '../../../components/ui/popover';
import { TASK_PEOPLE_HINTS } from '../../tasks/task-people-hints';
import type { FilterKind, KindFilter } from '../board-filters';
import { FILTER_KIND_NAMES, filterOptions, type FilterOption } from '../filter-options';

/** Past this many options the menu gets a box to narrow them, and shows at most LIST_LIMIT. */
const SEARCHABLE_FROM = 9;
const LIST_LIMIT = 100;

interface FilterMenuProps {
  kind: FilterKind;
  filter: KindFilter;
  board: Board;
  tasks: BoardTask[];
  onToggle: (value: string) => void;
  onNegate: (negated: boolean) => void;
}

/** Options to show: the chosen ones first (even if no longer on the board), then the rest. */
function listed(options: FilterOption[], chosen: string[], query: string): FilterOption[] {
  const known = new Map(options.map((option) => [option.value, option]));
  const picked = chosen.map((value) => known.get(value) ?? { value, label: 'Unknown' });
  const needle = query.trim().toLowerCase();
  const rest = options.filter(
    (option) =>
      !chosen.includes(option.value) && (!needle || option.label.toLowerCase().includes(needle)),
  );
  return [...picked, ...rest.slice(0, LIST_LIMIT)];
}

/** One kind's filter: a button showing its state and a popover with "is"/"is not" and values. */
export function FilterMenu({ kind, filter, board, tasks, onToggle, onNegate }: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const matchName = useId();
  const [query, setQuery] = useState('');
  const name = FILTER_KIND_NAMES[kind];
  const count = filter.values.length;
  const options = useMemo(
    () => (open ? filterOptions(kind, board, tasks) : []),
    [open, kind, board, tasks],
  );
  const shown = listed(options, filter.values, query);

  return (
    <Popover
      label={`${name} filter`}
      open={open}
      onOpenChange={setOpen}
      panelClassName="w-72 space-y-3 p-3"
      trigger={
        <button
          type="button"
          data-testid={`filter-${kind}`}
          className={filterTriggerClasses(count > 0, 'px-2.5 py-1.5 text-sm font-medium')}
        >
          {name}
          {count > 0 && (
            <span className="font-normal">{` ${filter.negated ? 'is not' : 'is'} (${count})`}</span>
          )}
        </button>
      }
    >
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">{name} match</legend>
        <label className="flex items-center gap-1.5">
          <input
            type="radio"
            name={matchName}
            checked={!filter.negated}
            onChange={() => onNegate(false)}
          />
          is
        </label>
        <label className="flex items-center gap-1.5">
          <input
            type="radio"
            name={matchName}
            checked={filter.negated}
            onChange={() => onNegate(true)}
          />
          is not
        </label>
      </fieldset>
      {kind === 'members' && (
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{TASK_PEOPLE_HINTS.filter}</p>
      )}
      {options.length >= SEARCHABLE_FROM && (
        <Input
          type="search"
          aria-label={`Find ${name.toLowerCase()}`}
          placeholder="Find…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">Nothing to filter by yet.</p>
      ) : (
        <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label={name}>
          {shown.map((option) => (
            <li key={option.value}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={filter.values.includes(option.value)}
                  onChange={() => onToggle(option.value)}
                />
                <span className="truncate">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
