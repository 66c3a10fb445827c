import { useEffect } from 'react';
import { applyTheme, useThemeStore, watchSystemTheme } from './theme-store';

/** Keeps <html class="dark"> in step with the store and, until the user chooses, the system. */
export function useThemeSync(): void {
  const theme = useThemeStore((state) => state.theme);
  const followSystem = useThemeStore((state) => state.followSystem);

  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => watchSystemTheme(followSystem), [followSystem]);
}
