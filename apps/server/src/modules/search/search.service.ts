import type { WorkspaceSearchResponse } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { presentFoundTask } from './search.presenter';
import { tasksWithKey, tasksWithTitleWords, type SearchScope } from './search.repo';

/** A task key as typed: a board's key, a dash, a number ("web-12"). */
const TASK_KEY = /^(.+)-(\d{1,9})$/;
/** Words of the search beyond this many add nothing but cost. */
const MAX_WORDS = 8;

function keyOf(text: string) {
  const [, boardKey, number] = TASK_KEY.exec(text) ?? [];
  if (!boardKey || !number) return null;
  return { boardKey: boardKey.toUpperCase(), number: Number(number), jiraKey: text.toUpperCase() };
}

/** The words of the search, lower case: runs of letters and digits. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The palette's task search across a workspace: the task whose key is the text; else the tasks
 * whose title words start with the text's words, most recently updated first, at most
 * `scope.limit`, on the active boards the user sees.
 */
export async function searchWorkspaceTasks(
  db: Database,
  scope: SearchScope,
  text: string,
): Promise<WorkspaceSearchResponse> {
  const key = keyOf(text);
  const words = wordsOf(text);
  const byKey = key ? await tasksWithKey(db, scope, key) : [];
  // A key typed whole names its task: its words ("web", "12") would only add noise.
  if (byKey.length > 0) return { tasks: byKey.slice(0, scope.limit).map(presentFoundTask) };
  const byTitle = words.length > 0 ? await tasksWithTitleWords(db, scope, words) : [];
  return { tasks: byTitle.map(presentFoundTask) };
}
