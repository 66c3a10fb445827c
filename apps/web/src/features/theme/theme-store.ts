import { STORAGE_KEYS } from '@teamboard/shared';
import { create } from 'zustand';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.theme);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  if (typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Dark mode is a `dark` class on <html> (index.html sets it before the first paint). */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  /** True once the user chose a theme; until then the system preference is followed. */
  chosen: boolean;
  toggleTheme: () => void;
  followSystem: (theme: Theme) => void;
}

function initialTheme(): Pick<ThemeState, 'theme' | 'chosen'> {
  const stored = storedTheme();
  return { theme: stored ?? systemTheme(), chosen: stored !== null };
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  ...initialTheme(),

  toggleTheme: () => {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(STORAGE_KEYS.theme, theme);
    } catch {
      // The choice then lasts for this tab only.
    }
    applyTheme(theme);
    set({ theme, chosen: true });
  },

  followSystem: (theme) => {
    if (get().chosen) return;
    applyTheme(theme);
    set({ theme });
  },
}));

/** Re-reads storage and the system preference; tests use it after seeding storage. */
export function resetThemeStore(): void {
  useThemeStore.setState(initialTheme());
}

/** Calls back when the system colour scheme changes; returns the unsubscribe. */
export function watchSystemTheme(onChange: (theme: Theme) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
