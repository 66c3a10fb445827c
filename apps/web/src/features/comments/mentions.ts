import type { PublicUser } from '@teamboard/shared';

/** An "@name" being typed: where its "@" is and what follows it so far. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention typed just before the caret, if any: an "@" at the start or after whitespace,
 * followed by up to 30 characters without whitespace.
 */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  const query = match?.[2];
  if (query === undefined) return null;
  return { start: caret - query.length - 1, query };
}

/** Replaces the "@quer" before the caret with "@Full Name " and puts the caret after it. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return {
    text: text.slice(0, mention.start) + inserted + text.slice(caret),
    caret: mention.start + inserted.length,
  };
}

/** People whose name or username contains `query` (case-insensitive), at most `limit`. */
export function matchingPeople(people: PublicUser[], query: string, limit = 6): PublicUser[] {
  const needle = query.toLowerCase();
  return people
    .filter(
      (user) =>
        user.name.toLowerCase().includes(needle) || user.username.toLowerCase().includes(needle),
    )
    .slice(0, limit);
}

/** The ids of the picked people still named in the text as "@Name", once each. */
export function mentionedIds(text: string, picked: PublicUser[]): string[] {
  const ids = picked.filter((user) => text.includes(`@${user.name}`)).map((user) => user._id);
  return [...new Set(ids)];
}

export interface ContentPart {
  text: string;
  mention: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A comment's text cut into plain runs and the "@Name" mentions of `people`, for display. */
export function mentionParts(content: string, people: PublicUser[]): ContentPart[] {
  const names = [...new Set(people.map((user) => `@${user.name}`))].sort(
    (a, b) => b.length - a.length,
  );
  if (names.length === 0) return [{ text: content, mention: false }];
  const pattern = new RegExp(`(${names.map(escapeRegExp).join('|')})`);
  return content
    .split(pattern)
    .filter((text) => text !== '')
    .map((text) => ({ text, mention: names.includes(text) }));
}
