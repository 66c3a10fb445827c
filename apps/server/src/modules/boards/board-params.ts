import { z } from 'zod';

/** `/…/boards/:id/…`: a board's id, and the answer for one that cannot exist. */
export const boardParams = z.object({ id: z.uuid('Board not found') });
