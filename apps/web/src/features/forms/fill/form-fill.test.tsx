import type { PublicForm } from '@teamboard/shared/public-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormFill } from './form-fill';

const form: PublicForm = {
  slug: 'preview',
  title: 'Preview',
  description: null,
  workspace: { name: 'Acme', logo: null },
  fields: [
    { _id: 'f1', type: 'short_text', label: 'Name', helpText: '', required: true, options: [] },
  ],
};

describe('FormFill without onSubmit (the builder preview)', () => {
  it('can be filled in but not sent', async () => {
    render(<FormFill form={form} />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps the answers when a field is added and shows the new one blank', async () => {
    const view = render(<FormFill form={form} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');

    const added = { ...form.fields[0]!, _id: 'f2', type: 'checkbox' as const, label: 'Agree' };
    view.rerender(<FormFill form={{ ...form, fields: [...form.fields, added] }} />);

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('checkbox', { name: 'Agree' })).not.toBeChecked();
  });
});
