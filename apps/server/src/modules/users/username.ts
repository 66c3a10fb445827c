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
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `${slug || 'user'}-${Math.random().toString(36).slice(2, 6)}`;
}
