import { createColumnInputSchema } from '@teamboard/shared';
import { checkedBy } from '../../../components/ui/inline-text-field';

/** The trimmed title, or the reason it cannot be a column's title (the server's own rule). */
export const checkColumnTitle = checkedBy(createColumnInputSchema.shape.fields.shape.title);
