import type { FieldError } from '@teamboard/shared';
import type { ImportMapping, JiraImport } from '@teamboard/shared/jira-import';
import type { AppContext } from '../../context';
import type { JiraImportRow } from '../../db/schema/index';
import { badRequest, conflict } from '../../http/app-error';
import type { BoardAccess } from '../boards/board.policy';
import { columnIdsOfBoard } from '../columns/columns.repo';
import { presentImport } from './import.presenter';
import { boardPeople, saveMapping, withFirstErrors } from './jira-imports.repo';

export const alreadyStarted = () =>
  conflict('This import has started: its mapping can no longer change');

/**
 * The mapping as it will be kept: only what the file has, every status sent somewhere on this
 * board, every person a member who can see it (or nobody, or someone to invite). Priorities and
 * people left out keep what they had.
 */
export async function checkedMapping(
  ctx: AppContext,
  access: BoardAccess,
  jiraImport: JiraImportRow,
  input: ImportMapping,
): Promise<ImportMapping> {
  const { preview, mapping: before } = jiraImport;
  const problems: FieldError[] = [];
  const columns = new Set(await columnIdsOfBoard(ctx.db, access.board.id));
  const statuses: ImportMapping['statuses'] = {};
  for (const { name } of preview.statuses) {
    const target = input.statuses[name];
    if (!target) problems.push({ field: `statuses.${name}`, message: `Map the status "${name}"` });
    else if ('columnId' in target && !columns.has(target.columnId)) {
      problems.push({ field: `statuses.${name}`, message: 'Not a column of this project' });
    } else statuses[name] = target;
  }
  const members = new Set((await boardPeople(ctx.db, access.board)).map((person) => person.id));
  const people: ImportMapping['people'] = {};
  for (const { ref } of preview.people) {
    const target = input.people[ref] ?? before.people[ref];
    if (target?.action === 'member' && !members.has(target.userId)) {
      problems.push({ field: `people.${ref}`, message: 'Not someone who can see this project' });
    } else if (target) people[ref] = target;
  }
  const priorities = Object.fromEntries(
    preview.priorities.map(({ name }) => [
      name,
      input.priorities[name] ?? before.priorities[name] ?? 1,
    ]),
  );
  const [first] = problems;
  if (first) throw badRequest(first.message, problems);
  return { statuses, priorities, people, complexity: input.complexity };
}

export async function changeMapping(
  ctx: AppContext,
  access: BoardAccess,
  jiraImport: JiraImportRow,
  input: ImportMapping,
): Promise<JiraImport> {
  if (jiraImport.status !== 'preview') throw alreadyStarted();
  const mapping = await checkedMapping(ctx, access, jiraImport, input);
  const saved = await saveMapping(ctx.db, jiraImport.id, mapping);
  if (!saved) throw alreadyStarted();
  return presentImport(await withFirstErrors(ctx.db, saved));
}
