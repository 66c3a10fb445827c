import { z } from 'zod';
import { isSingleEmoji } from '../emoji';

/**
 * `POST /api/messages/{id}/react`. Exported as `@teamboard/shared/reaction`, not from the
 * package's index: the emoji list behind the check weighs 2.4 kB gzip, and the web app, whose
 * picker only offers emoji, would carry it on every page.
 */
export const reactInputSchema = z.object({
  emoji: z.string().refine(isSingleEmoji, 'Reaction must be a single emoji'),
});
