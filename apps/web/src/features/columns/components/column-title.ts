import { createColumnInputSchema } from '@teamboard/shared';

/** The trimmed title, or the reason it cannot be a column's title (the server's own rule). */
export function checkColumnTitle(title: string): { title: string } | { error: string } {
  const parsed = createColumnInputSchema.shape.fields.shape.title.safeParse(title);
  if (parsed.success) return { title: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Title is required' };
}
