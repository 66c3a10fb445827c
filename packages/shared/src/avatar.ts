/** Avatar fallback: initials of up to two words on a colour picked from the name. */

export const AVATAR_SIZES = {
  xs: { pixels: 20, fontClass: 'text-[8px]' },
  sm: { pixels: 28, fontClass: 'text-xs' },
  base: { pixels: 36, fontClass: 'text-sm' },
  lg: { pixels: 44, fontClass: 'text-base' },
  xl: { pixels: 56, fontClass: 'text-lg' },
  '2xl': { pixels: 80, fontClass: 'text-2xl' },
} as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Each dark enough for white initials at WCAG AA (4.5:1) in either theme. */
export const AVATAR_COLORS = [
  '#b91c1c',
  '#c2410c',
  '#b45309',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#4f46e5',
  '#9333ea',
  '#be185d',
  '#475569',
] as const;

export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export function avatarColor(name: string): string {
  let sum = 0;
  for (const char of name) {
    sum += char.codePointAt(0) ?? 0;
  }
  return AVATAR_COLORS[sum % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
