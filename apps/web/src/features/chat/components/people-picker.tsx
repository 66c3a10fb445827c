import type { PublicUser } from '@teamboard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Popover } from '../../../components/ui/popover';

function matches(person: PublicUser, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return (
    person.name.toLowerCase().includes(wanted) || person.username.toLowerCase().includes(wanted)
  );
}

/** "New chat": the workspace's other members, filtered as I type; picking one opens our chat. */
export function PeoplePicker({ people, base }: { people: readonly PublicUser[]; base: string }) {
  const [search, setSearch] = useState('');
  const shown = people.filter((person) => matches(person, search));
  return (
    <Popover
      label="Start a chat"
      align="end"
      panelClassName="w-72 p-2"
      trigger={<Button>New chat</Button>}
    >
      {(close) => (
        <>
          <Input
            autoFocus
            aria-label="Search people"
            placeholder="Search people"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul className="mt-2 max-h-72 overflow-y-auto">
            {shown.map((person) => (
              <li key={person._id}>
                <Link
                  to={`${base}/${person.username}`}
                  onClick={close}
                  className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
                >
                  <Avatar name={person.name} src={person.avatar} size="sm" />
                  <span className="truncate">{person.name}</span>
                  <span className="truncate text-xs text-neutral-600 dark:text-neutral-400">
                    @{person.username}
                  </span>
                </Link>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="px-2 py-3 text-center text-sm text-neutral-600 dark:text-neutral-400">
                Nobody found.
              </li>
            )}
          </ul>
        </>
      )}
    </Popover>
  );
}
