import { Command } from 'cmdk';
import { useState, type ReactNode } from 'react';
import { controlClasses } from '../../../../components/ui/control-styles';
import { cn } from '../../../../lib/class-names';
import { ChoiceContent, type Choice } from './choice-list';

interface SearchableChoicesProps {
  label: string;
  choices: Choice<string>[];
  chosen: string[];
  onToggle: (value: string) => void;
  /** Under the list, given what was typed (e.g. "Create label …"). */
  footer?: (query: string) => ReactNode;
}

/**
 * A search field over a list of options that toggle on and off (people, labels): a combobox
 * (cmdk), so arrows move through the options while typing and Enter toggles the highlighted one.
 * Matching stays a plain "contains" on the name, as people expect of a name list.
 */
export function SearchableChoices({
  label,
  choices,
  chosen,
  onToggle,
  footer,
}: SearchableChoicesProps) {
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const shown = words
    ? choices.filter((choice) => choice.label.toLowerCase().includes(words))
    : choices;
  return (
    <Command
      label={`Search ${label.toLowerCase()}`}
      shouldFilter={false}
      loop
      className="space-y-2"
    >
      <Command.Input
        autoFocus
        placeholder="Search…"
        value={query}
        onValueChange={setQuery}
        className={controlClasses(false, 'px-3 py-1 text-sm')}
      />
      <Command.List label={label} className="max-h-64 overflow-y-auto">
        <Command.Empty className="px-2 py-1 text-sm text-neutral-600 dark:text-neutral-400">
          No match
        </Command.Empty>
        {shown.map((choice) => {
          const picked = chosen.includes(choice.value);
          return (
            <Command.Item
              key={choice.value}
              value={choice.value}
              onSelect={() => onToggle(choice.value)}
              // A checkable option: chosen or not, apart from the one highlighted (aria-selected).
              aria-checked={picked}
              className={cn(
                'flex w-full cursor-default items-center gap-2 rounded px-2 py-1.5 text-left text-sm data-[selected=true]:bg-neutral-100 dark:data-[selected=true]:bg-neutral-800',
                picked && 'font-semibold',
              )}
            >
              <ChoiceContent choice={choice} chosen={picked} />
            </Command.Item>
          );
        })}
      </Command.List>
      {footer?.(query.trim())}
    </Command>
  );
}
