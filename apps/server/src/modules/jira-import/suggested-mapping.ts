import {
  DEFAULT_COMPLEXITY_THRESHOLDS,
  DEFAULT_JIRA_PRIORITIES,
  type ImportMapping,
  type ImportPreview,
  type PersonMapping,
  type StatusMapping,
} from '@teamboard/shared/jira-import';

export interface MappingTargets {
  columns: { id: string; title: string }[];
  /** The workspace's members who can see the board. */
  people: { id: string; name: string; email: string }[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function statusMapping(status: string, targets: MappingTargets): StatusMapping {
  const column = targets.columns.find((each) => same(each.title, status));
  return column ? { columnId: column.id } : { newColumn: status.slice(0, 80) };
}

/** A Jira person is a member with their email, else with exactly their name; else unassigned. */
function personMapping(
  person: ImportPreview['people'][number],
  targets: MappingTargets,
): PersonMapping {
  const { email } = person;
  const byEmail = email ? targets.people.find((each) => same(each.email, email)) : undefined;
  const byName = targets.people.filter((each) => same(each.name, person.name));
  const member = byEmail || (byName.length === 1 ? byName[0] : undefined);
  return member ? { action: 'member', userId: member.id } : { action: 'unassigned' };
}

/**
 * The mapping the preview starts with: statuses to the column of the same name (else a new
 * column), Jira's usual priority names to levels, people to members by email or name.
 */
export function suggestedMapping(preview: ImportPreview, targets: MappingTargets): ImportMapping {
  return {
    statuses: Object.fromEntries(
      preview.statuses.map(({ name }) => [name, statusMapping(name, targets)]),
    ),
    priorities: Object.fromEntries(
      preview.priorities.map(({ name }) => [name, DEFAULT_JIRA_PRIORITIES[name] ?? 1]),
    ),
    people: Object.fromEntries(
      preview.people.map((person) => [person.ref, personMapping(person, targets)]),
    ),
    complexity: DEFAULT_COMPLEXITY_THRESHOLDS,
  };
}
