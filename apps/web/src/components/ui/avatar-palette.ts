import { AVATAR_COLORS, avatarColor } from '@teamboard/shared';

/**
 * Colours for the people of one place (a board), distinct while there are colours left: each
 * name keeps the colour its characters pick when that one is free, else takes the next free one.
 * Names are taken in sorted order so every viewer of the place sees the same colours.
 */
export function avatarPalette(names: readonly string[]): ReadonlyMap<string, string> {
  const palette = new Map<string, string>();
  let free = new Set<string>(AVATAR_COLORS);
  for (const name of [...new Set(names)].sort()) {
    if (free.size === 0) free = new Set(AVATAR_COLORS);
    const own = avatarColor(name);
    const start = AVATAR_COLORS.indexOf(own as (typeof AVATAR_COLORS)[number]);
    const rotated = [...AVATAR_COLORS.slice(start), ...AVATAR_COLORS.slice(0, start)];
    const colour = rotated.find((each) => free.has(each)) ?? own;
    free.delete(colour);
    palette.set(name, colour);
  }
  return palette;
}
