import { slugWords } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { usernamesLike } from './users.repo';

/** "Ada Lovelace" → "ada-lovelace"; then the first free of base, base-2, base-3… */
export async function deriveUsername(db: Database, name: string): Promise<string> {
  const base = usernameBase(name);
  const taken = new Set(await usernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function usernameBase(name: string): string {
  const slug = slugWords(name, 24);
  return slug.length >= 3 ? slug : `${slug || 'user'}-${Math.random().toString(36).slice(2, 6)}`;
}
