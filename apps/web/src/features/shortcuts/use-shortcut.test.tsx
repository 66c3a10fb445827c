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
