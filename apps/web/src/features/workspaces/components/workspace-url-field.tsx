import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field';
import type { UrlAvailability } from '../use-url-availability';

const HINTS = {
  idle: 'Lowercase letters, digits and single hyphens; part of every link to the workspace.',
  checking: 'Checking availability…',
  available: 'URL is available',
  unknown: 'Availability could not be checked; it is checked again when you save.',
} as const;

interface WorkspaceUrlFieldProps extends ComponentProps<'input'> {
  availability: UrlAvailability;
  /** The form's own error for the field (on submit, or from the server). */
  error?: string | undefined;
}

/** The URL input with its live availability: refused formats and taken URLs show inline. */
export function WorkspaceUrlField({ availability, error, ...inputProps }: WorkspaceUrlFieldProps) {
  const live = 'message' in availability ? availability.message : undefined;
  const hint = 'message' in availability ? undefined : HINTS[availability.state];
  return (
    <TextField
      label="URL"
      autoComplete="off"
      spellCheck={false}
      error={error ?? live}
      hint={hint}
      {...inputProps}
    />
  );
}
