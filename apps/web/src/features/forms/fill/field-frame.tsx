import type { PublicFormField } from '@teamboard/shared/public-form';
import type { ReactNode } from 'react';

/** What a control needs to be tied to its field's help text and error. */
export interface FrameWiring {
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldFrameProps {
  field: PublicFormField;
  /** The control's id (a label's target), or the fieldset's for choices. */
  id: string;
  error: string | undefined;
  /** `legend`: a fieldset of options; `label`: one control with a label above it; `inline`: a box with its label beside it. */
  kind: 'label' | 'legend' | 'inline';
  /** A fieldset of radios is a radio group: it tells whether it is invalid or required. */
  radioGroup?: boolean;
  children: (wiring: FrameWiring) => ReactNode;
}

const LABEL = 'text-sm font-medium text-neutral-800 dark:text-neutral-200';

/** Marks a required field to the eye; the control itself tells assistive tech. */
function Caption({ field }: { field: PublicFormField }) {
  return (
    <>
      {field.label}
      {field.required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
          *
        </span>
      )}
    </>
  );
}

/** A field's label (or legend), control, help text and error, wired by ids. */
export function FieldFrame({ field, id, error, kind, radioGroup, children }: FieldFrameProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const ids = [field.helpText && helpId, error && errorId].filter(Boolean).join(' ');
  const wiring = { describedBy: ids || undefined, invalid: Boolean(error) };
  // The help comes before the control, to be read before answering; the error after it.
  const help = field.helpText && (
    <p id={helpId} className="text-xs whitespace-pre-line text-neutral-500 dark:text-neutral-400">
      {field.helpText}
    </p>
  );
  const errorNote = error && (
    <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  );

  if (kind === 'legend') {
    return (
      <fieldset
        id={id}
        className="space-y-1.5"
        aria-describedby={wiring.describedBy}
        {...(radioGroup && {
          role: 'radiogroup',
          'aria-invalid': wiring.invalid || undefined,
          'aria-required': field.required || undefined,
        })}
      >
        <legend className={LABEL}>
          <Caption field={field} />
        </legend>
        {help}
        {children(wiring)}
        {errorNote}
      </fieldset>
    );
  }
  if (kind === 'inline') {
    return (
      <div className="space-y-1.5">
        <div className="flex items-center gap-2">
          {children(wiring)}
          <label htmlFor={id} className={LABEL}>
            <Caption field={field} />
          </label>
        </div>
        {help}
        {errorNote}
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={`block ${LABEL}`}>
        <Caption field={field} />
      </label>
      {help}
      {children(wiring)}
      {errorNote}
    </div>
  );
}
