import { type FieldError } from '@teamboard/shared';
import {
  importMappingSchema,
  type ImportMapping,
  type ImportPerson,
  type PersonMapping,
  type StatusMapping,
} from '@teamboard/shared/jira-import';

type EntryPart = 'statuses' | 'priorities' | 'people';

/** The mapping with one status, priority or person mapped anew. */
export function withEntry<Part extends EntryPart>(
  mapping: ImportMapping,
  part: Part,
  key: string,
  value: ImportMapping[Part][string],
): ImportMapping {
  return { ...mapping, [part]: { ...mapping[part], [key]: value } };
}

/** The mapping with the story-point threshold of complexity `index + 1` changed. */
export function withThreshold(mapping: ImportMapping, index: number, value: number): ImportMapping {
  const complexity = mapping.complexity.map((each, at) =>
    at === index ? value : each,
  ) as ImportMapping['complexity'];
  return { ...mapping, complexity };
}

/** A status's issues go to a new column unless mapped to an existing one. */
export function statusTarget(mapping: ImportMapping, status: string): StatusMapping {
  return mapping.statuses[status] ?? { newColumn: status };
}

/** A person nobody mapped stays unassigned. */
export function personTarget(mapping: ImportMapping, ref: string): PersonMapping {
  return mapping.people[ref] ?? { action: 'unassigned' };
}

/** The Jira person an issue's assignee (a name, or an email when that is all there is) is. */
export function personOf(people: ImportPerson[], assignee: string): ImportPerson | undefined {
  const lower = assignee.toLowerCase();
  return people.find(
    (person) => person.ref === lower || person.name === assignee || person.email === lower,
  );
}

/** Story points up to each threshold are complexity 1, 2, 3, 4; above the last, 5. */
export function complexityOf(points: number, thresholds: readonly number[]): number {
  const level = thresholds.findIndex((threshold) => points <= threshold);
  return level === -1 ? thresholds.length + 1 : level + 1;
}

/** Where in the mapping a problem is, in the page's words. */
function placeOf(path: PropertyKey[]): string {
  const [part, key] = path;
  if (part === 'statuses') return `Status "${String(key)}"`;
  if (part === 'priorities') return `Priority "${String(key)}"`;
  if (part === 'people') return `Person "${String(key)}"`;
  if (part === 'complexity') return 'Story points';
  return 'Mapping';
}

/**
 * A problem the server found, named like the page's own: its field is `part.key`, maybe with
 * the mapping's own field after it (a key may hold dots: people are keyed by email).
 */
export function serverProblem({ field, message }: FieldError): string {
  const [part = '', ...rest] = field.split('.');
  const key = rest.join('.').replace(/\.(columnId|newColumn|userId|email|action)$/, '');
  return `${placeOf([part, key])}: ${message}`;
}

/**
 * What the server would refuse in the mapping, checked with the shared schema before saving
 * (a missing email, thresholds out of order), each naming its place; [] when it is fine.
 */
export function mappingProblems(mapping: ImportMapping): string[] {
  const checked = importMappingSchema.safeParse(mapping);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => `${placeOf(issue.path)}: ${issue.message}`);
}
