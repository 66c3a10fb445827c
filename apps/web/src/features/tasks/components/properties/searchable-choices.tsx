import { useState, type ReactNode } from 'react';
import { Input } from '../../../../components/ui/input';
import { ChoiceList, type Choice } from './choice-list';

interface SearchableChoicesProps {
  label: string;
  choices: Choice<string>[];
  chosen: string[];
  onToggle: (value: string) => void;
  /** Under the list, given what was typed (e.g. "Create label …"). */
  footer?: (query: string) => ReactNode;
}

/** A search field over a list of options that toggle on and off (people, labels). */
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
    <div className="space-y-2">
      <Input
        autoFocus
        type="search"
        aria-label={`Search ${label.toLowerCase()}`}
        placeholder="Search…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="py-1 text-sm"
      />
      <ChoiceList
        label={label}
        choices={shown}
        chosen={chosen}
        onPick={onToggle}
        focusFirst={false}
      />
      {footer?.(query.trim())}
    </div>
  );
}
