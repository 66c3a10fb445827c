import { z } from 'zod';
import { boardTaskSchema } from './task';

/** The palette's task search answers this many tasks unless asked for fewer or more. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

/**
 * `GET /api/workspaces/{workspace}/search`: `q` is a task key ("WEB-12", or the Jira key it was
 * imported with), in any case, or words each starting a word of the title ("fix log" finds
 * "Fix the login page").
 */
export const workspaceSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(200, 'Search text is too long'),
  limit: z.coerce
    .number({ error: 'limit must be a number of tasks' })
    .int('limit must be a number of tasks')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_MAX_LIMIT, `limit must be at most ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type WorkspaceSearchQuery = z.input<typeof workspaceSearchQuerySchema>;

/** A task found, with the board and column it is in. */
export const searchTaskSchema = boardTaskSchema
  .pick({ _id: true, taskId: true, externalKey: true, title: true })
  .extend({
    board: z.object({ _id: z.string(), title: z.string() }),
    column: z.object({ _id: z.string(), title: z.string() }),
  });
export type SearchTask = z.infer<typeof searchTaskSchema>;

/** The task a key names; else the title matches, most recently updated first. */
export const workspaceSearchResponseSchema = z.object({ tasks: z.array(searchTaskSchema) });
export type WorkspaceSearchResponse = z.infer<typeof workspaceSearchResponseSchema>;
