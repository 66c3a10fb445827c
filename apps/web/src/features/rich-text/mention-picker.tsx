import type { PublicUser } from '@teamboard/shared';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../lib/class-names';

interface MentionPickerProps {
  id: string;
  people: PublicUser[];
  /** The option the arrow keys are on. */
  active: number;
  onPick: (user: PublicUser) => void;
}

/** The people matching the "@name" being typed; a click (or Enter in the text) picks one. */
export function MentionPicker({ id, people, active, onPick }: MentionPickerProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Mention someone"
      className="absolute z-20 mt-1 w-64 overflow-hidden rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
    >
      {people.map((user, index) => (
        <li
          key={user._id}
          id={`${id}-${user._id}`}
          role="option"
          aria-selected={index === active}
          // Keep the text focused (and its caret) while picking with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(user)}
          className={cn(
            'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
            index === active
              ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-200'
              : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
          )}
        >
          <Avatar name={user.name} src={user.avatar} size="xs" />
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs text-neutral-500">@{user.username}</span>
        </li>
      ))}
    </ul>
  );
}
