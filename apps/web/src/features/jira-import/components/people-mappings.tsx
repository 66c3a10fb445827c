import type { PublicUser } from '@teamboard/shared';
import type { ImportMapping, ImportPerson, PersonMapping } from '@teamboard/shared/jira-import';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { personTarget, withEntry } from '../mapping-draft';
import { MappingRow, MappingSection } from './mapping-section';

const UNASSIGNED = 'unassigned';
const INVITE = 'invite';

/** The select's value for a mapping: a member's id, or one of the two actions. */
function choiceOf(target: PersonMapping): string {
  return target.action === 'member' ? target.userId : target.action;
}

function mappingOf(choice: string, person: ImportPerson): PersonMapping {
  if (choice === UNASSIGNED) return { action: 'unassigned' };
  if (choice === INVITE) return { action: 'invite', email: person.email ?? '' };
  return { action: 'member', userId: choice };
}

interface PeopleMappingsProps {
  people: ImportPerson[];
  members: PublicUser[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Each Jira person → a member, nobody, or someone to invite (by the email Jira had, if any). */
export function PeopleMappings({ people, members, mapping, onChange }: PeopleMappingsProps) {
  if (people.length === 0) return null;
  return (
    <MappingSection
      title="People"
      description="Assignees and worklog authors, matched to members by email or name. Invited people get an email; their issues stay unassigned until you import again after they join."
    >
      {people.map((person) => {
        const target = personTarget(mapping, person.ref);
        const set = (value: PersonMapping) =>
          onChange(withEntry(mapping, 'people', person.ref, value));
        return (
          <MappingRow
            key={person.ref}
            name={person.name}
            detail={person.email}
            count={person.count}
          >
            <Select
              aria-label={`Member for ${person.name}`}
              className="w-auto"
              value={choiceOf(target)}
              onChange={(event) => set(mappingOf(event.target.value, person))}
            >
              {members.map((member) => (
                <option key={member._id} value={member._id}>
                  {member.name}
                </option>
              ))}
              <option value={UNASSIGNED}>Leave unassigned</option>
              <option value={INVITE}>Invite by email</option>
            </Select>
            {target.action === 'invite' && (
              <Input
                type="email"
                aria-label={`Email to invite ${person.name}`}
                className="w-64"
                value={target.email}
                onChange={(event) => set({ action: 'invite', email: event.target.value })}
              />
            )}
          </MappingRow>
        );
      })}
    </MappingSection>
  );
}
