import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddTextForm } from './add-text-form';
import type { TextCheck } from './inline-text-field';

const checkName = (text: string): TextCheck =>
  text.trim() ? { text: text.trim() } : { error: 'Name is required' };

function renderForm(props: { keepOpen?: boolean; submitLabel?: string; initial?: string } = {}) {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <>
      <AddTextForm label="Name" check={checkName} onAdd={onAdd} onClose={onClose} {...props} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onAdd, onClose, field: screen.getByRole('textbox', { name: 'Name' }) };
}

describe('AddTextForm', () => {
  it('adds the checked text on Enter and stays open, empty, for the next one', async () => {
    const user = userEvent.setup();
    const { onAdd, onClose, field } = renderForm({ keepOpen: true });

    await user.type(field, '  First {Enter}');
    await user.type(field, 'Second{Enter}');

    expect(onAdd.mock.calls).toEqual([['First'], ['Second']]);
    expect(field).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after adding unless it stays open', async () => {
    const user = userEvent.setup();
    const { onAdd, onClose } = renderForm({ submitLabel: 'Add', initial: 'Checklist' });

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(onAdd).toHaveBeenCalledWith('Checklist');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows why a text cannot be added, and adds nothing', async () => {
    const user = userEvent.setup();
    const { onAdd, field } = renderForm({ submitLabel: 'Add' });

    await user.type(field, '   {Enter}');

    expect(screen.getByText('Name is required')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('closes on Escape, and on Cancel', async () => {
    const user = userEvent.setup();
    const { onClose, field } = renderForm({ submitLabel: 'Add' });

    await user.type(field, 'Draft{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without buttons, closes when the field is left empty but not when it holds text', async () => {
    const user = userEvent.setup();
    const { onClose, field } = renderForm({ keepOpen: true });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.type(field, 'Draft');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
