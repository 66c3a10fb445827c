import { useEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';

/** Typing settles for this long before the board (and the address) follows. */
export const SEARCH_DELAY_MS = 200;

interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The task search. It keeps what is typed itself and writes it out once typing pauses; a change
 * to the address it did not write (Clear filters, a link) replaces the text.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [written, setWritten] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== written) {
      setText(value);
      setWritten(value);
    }
  }

  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWritten(next);
      latestOnSearch.current(next);
    }, SEARCH_DELAY_MS);
  };

  // The width is on a wrapper: Input's own w-full would win over a w-56 passed to it (both
  // classes end up on the element and w-full comes later in the stylesheet).
  return (
    <div className="w-56">
      <Input
        type="search"
        aria-label="Search tasks"
        placeholder="Search tasks"
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && change('')}
      />
    </div>
  );
}
