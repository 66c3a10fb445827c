import { avatarColor } from '@teamboard/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { avatarPalette } from './avatar-palette';

const AvatarPaletteContext = createContext<ReadonlyMap<string, string>>(new Map());

/** Below it, avatars of `names` get colours distinct from each other (see `avatarPalette`). */
export function AvatarPaletteProvider({
  names,
  children,
}: {
  names: readonly string[];
  children: ReactNode;
}) {
  const key = names.join('\n');
  // The names' text, not the array, decides: a refetched board with the same people keeps it.
  const palette = useMemo(() => avatarPalette(key.split('\n')), [key]);
  return <AvatarPaletteContext value={palette}>{children}</AvatarPaletteContext>;
}

/** The colour of a name's initials: the place's palette, else the colour the name picks. */
export function useAvatarColor(name: string): string {
  return useContext(AvatarPaletteContext).get(name) ?? avatarColor(name);
}
