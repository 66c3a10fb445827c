import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useShortcut } from './use-shortcut';

function Counter({ enabled = true }: { enabled?: boolean }) {
  const [filters, setFilters] = useState(0);
  const [palette, setPalette] = useState(0);
  useShortcut('filters', () => setFilters((count) => count + 1), enabled);
  useShortcut('palette', () => setPalette((count) => count + 1));
  return (
    <div>
      <p>filters {filters}</p>
      <p>palette {palette}</p>
      <input aria-label="Title" />
    </div>
  );
}

describe('useShortcut', () => {
  it('fires on its keys anywhere on the page, never while typing unless it works in fields', async () => {
    const user = userEvent.setup();
    render(<Counter />);
    await user.keyboard('f');
    expect(screen.getByText('filters 1')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Title'));
    await user.keyboard('f');
    expect(screen.getByText('filters 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('f');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByText('palette 1')).toBeInTheDocument();
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<Counter enabled={false} />);
    await user.keyboard('f');
    expect(screen.getByText('filters 0')).toBeInTheDocument();
  });
});

function FocusedOnly() {
  const [opened, setOpened] = useState(0);
  useShortcut(
    'openCard',
    () => setOpened((count) => count + 1),
    () => Boolean(document.activeElement?.closest('[data-card]')),
  );
  return (
    <div>
      <p>opened {opened}</p>
      <a href="#card" data-card="">
        Card
      </a>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit">Elsewhere</button>
      </form>
    </div>
  );
}

describe('useShortcut asked at each press', () => {
  it('fires only when it agrees, leaving other presses their own action', async () => {
    const user = userEvent.setup();
    render(<FocusedOnly />);
    await user.keyboard('o');
    expect(screen.getByText('opened 0')).toBeInTheDocument();

    const pressed = new Promise<boolean>((resolve) =>
      document.addEventListener('keydown', (event) => resolve(event.defaultPrevented), {
        once: true,
      }),
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Enter}');
    expect(await pressed).toBe(false);

    screen.getByRole('link', { name: 'Card' }).focus();
    await user.keyboard('o');
    expect(screen.getByText('opened 1')).toBeInTheDocument();
  });
});

describe('useShortcut and keys already used', () => {
  it('does not fire on a press something else handled first (prevented its default)', async () => {
    const user = userEvent.setup();
    const handled = (event: KeyboardEvent) => {
      if (event.key === 'f') event.preventDefault();
    };
    document.addEventListener('keydown', handled, { capture: true });
    render(<Counter />);
    await user.keyboard('f');
    document.removeEventListener('keydown', handled, { capture: true });
    expect(screen.getByText('filters 0')).toBeInTheDocument();
    await user.keyboard('f');
    expect(screen.getByText('filters 1')).toBeInTheDocument();
  });
});
