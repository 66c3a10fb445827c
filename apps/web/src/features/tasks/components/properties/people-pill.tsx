import type { PublicUser } from '@teamboard/shared';
import { Avatar } from '../../../../components/ui/avatar';
import { AvatarStack } from '../../../../components/ui/avatar-stack';
import { TASK_PEOPLE_HINTS } from '../../task-people-hints';
import { PropertyPill } from './property-pill';
import { SearchableChoices } from './searchable-choices';

interface PeoplePillProps {
  name: 'Assignees' | 'Members';
  people: PublicUser[];
  /** Everyone who may be picked: those who can see the board. */
  choices: PublicUser[];
  readOnly: boolean;
  onChange: (people: PublicUser[]) => void;
}

const MAX_SHOWN = 3;

/** A task's assignees or members: avatars (stacked, +N), picked by name with a search. */
export function PeoplePill({ name, people, choices, readOnly, onChange }: PeoplePillProps) {
  const ids = people.map((user) => user._id);
  const toggle = (id: string) => {
    if (ids.includes(id)) return onChange(people.filter((user) => user._id !== id));
    const added = choices.find((user) => user._id === id);
    if (added) onChange([...people, added]);
  };
  const valueText = people.length === 0 ? 'nobody' : people.map((user) => user.name).join(', ');
  const extra = people.length - MAX_SHOWN;
  return (
    <PropertyPill
      name={name}
      valueText={valueText}
      readOnly={readOnly}
      testId={`pill-${name.toLowerCase()}`}
      hint={name === 'Assignees' ? TASK_PEOPLE_HINTS.assignees : TASK_PEOPLE_HINTS.members}
      picker={() => (
        <SearchableChoices
          label={name}
          choices={choices.map((user) => ({
            value: user._id,
            label: user.name,
            mark: <Avatar name={user.name} src={user.avatar} size="xs" />,
          }))}
          chosen={ids}
          onToggle={toggle}
        />
      )}
    >
      {/* Read as "Assignees Ada Lovelace": the avatars are named images; the spaces keep the
          words apart; "+2" is already in the names. */}
      <span className="text-neutral-500 dark:text-neutral-400">{name}</span>{' '}
      {people.length === 0 ? (
        <span>Nobody</span>
      ) : (
        <>
          <AvatarStack people={people.slice(0, MAX_SHOWN)} size="xs" />
          {extra > 0 && <span aria-hidden="true">+{extra}</span>}
        </>
      )}
    </PropertyPill>
  );
}
