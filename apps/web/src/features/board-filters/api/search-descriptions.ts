import { boardTaskSearchResponseSchema } from '@teamboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';
import { useTasks } from '../../tasks/api/get-tasks';

const NONE: ReadonlySet<string> = new Set();
/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

export function searchDescriptions(boardId: string, text: string): Promise<{ taskIds: string[] }> {
  const query = `?q=${encodeURIComponent(text)}`;
  return api.get(
    `${boardApiPath(boardId, 'tasks', 'search')}${query}`,
    boardTaskSearchResponseSchema,
  );
}

/**
 * The board's tasks whose description contains the search text, asked of the server (the board's
 * list has no descriptions). Asked again when the board's tasks change; the previous answer
 * stays shown meanwhile.
 */
export function useDescriptionMatches(boardId: string, search: string): ReadonlySet<string> {
  const text = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const version = useTasks(boardId).data?.version;
  const matches = useQuery({
    queryKey: [...boardQueryKey(boardId), 'description-search', text, version],
    queryFn: async () => new Set((await searchDescriptions(boardId, text)).taskIds),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
  if (search.trim() === '') return NONE;
  return matches.data ?? NONE;
}
