import { z } from 'zod';

/**
 * The query of a list paged by cursor: `cursor` is the `nextCursor` of the page before (opaque:
 * the server checks it, 400 when it is not one it wrote), `limit` how many items a page holds.
 */
export function cursorPageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    cursor: z.string().max(200, 'cursor is not valid').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a number')
      .min(1, 'limit must be at least 1')
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  });
}
export type CursorPageQuery = z.infer<ReturnType<typeof cursorPageQuerySchema>>;

/** Pass as `cursor` for the next page; null on the last page. */
export const nextCursorField = z
  .string()
  .nullable()
  .describe('Pass as `cursor` for the next page; null on the last page');
