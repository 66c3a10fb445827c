import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetThemeStore } from './theme-store';
import { ThemeToggle } from './theme-toggle';

function prefersDark(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('ThemeToggle', () => {
  it('switches to dark and back, persisting the choice and the class on <html>', async () => {
    resetThemeStore();
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Switch to dark mode');

    await user.click(toggle);

    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAccessibleName('Switch to light mode');

    await user.click(toggle);

    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts from the system preference while nothing is stored', async () => {
    prefersDark(true);
    resetThemeStore();
    const user = userEvent.setup();
    render(<ThemeToggle />);

    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light mode');
    await user.click(screen.getByTestId('theme-toggle'));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('prefers a stored choice over the system preference', () => {
    prefersDark(true);
    localStorage.setItem('theme', 'light');
    resetThemeStore();
    render(<ThemeToggle />);

    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to dark mode');
  });
});
