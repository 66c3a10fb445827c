import { FORM_HONEYPOT_FIELD } from '@teamboard/shared/form';
import {
  type FormSubmissionInput,
  type PublicForm,
  type PublicFormField,
} from '@teamboard/shared/public-form';
import { useEffect, useId, useState, type SubmitEvent, type JSX } from 'react';
import { Button } from '../../../components/ui/button';
import { checkDraft, draftValue, type Draft, type DraftValue } from './draft';
import { FieldAnswer } from './field-answer';
import { Honeypot } from './honeypot';

export interface FormFillProps {
  form: PublicForm;
  /** Absent in the builder's preview: the send button is disabled there. */
  onSubmit?: (input: FormSubmissionInput) => void;
  pending?: boolean;
  /** Errors by field id (from the server's 400 details). */
  fieldErrors?: Record<string, string>;
  /** The title's heading: the page's own (h1) on the public page, h3 in the builder's preview. */
  titleTag?: 'h1' | 'h3';
}

const controlId = (prefix: string, index: number) => `${prefix}-field-${index}`;

/** Moves focus to the first field with an error: its control, or a choice's first option. */
function focusFirstError(
  prefix: string,
  fields: PublicFormField[],
  errors: Record<string, string>,
) {
  const index = fields.findIndex((field) => errors[field._id]);
  if (index < 0) return;
  const element = document.getElementById(controlId(prefix, index));
  const control = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  control?.focus();
}

/**
 * A form as the person filling it sees it: each field by type, checked with the form's answers
 * schema on sending (the server checks again), the first wrong field focused.
 */
export function FormFill({
  form,
  onSubmit,
  pending = false,
  fieldErrors,
  titleTag: Title = 'h1',
}: FormFillProps): JSX.Element {
  const prefix = useId();
  const [draft, setDraft] = useState<Draft>({});
  const [website, setWebsite] = useState('');
  // Once a send was refused, the errors follow the answers as they are corrected.
  const [checking, setChecking] = useState(false);
  // The server's error on an answer holds until that answer is changed.
  const [sent, setSent] = useState<Draft>({});
  const clientErrors = checking ? errorsOf(checkDraft(form.fields, draft)) : {};
  const errorOf = (fieldId: string) =>
    clientErrors[fieldId] ??
    (draft[fieldId] === sent[fieldId] ? fieldErrors?.[fieldId] : undefined);

  // The server's errors arrive after the send: the first of them takes the focus.
  useEffect(() => {
    if (fieldErrors) focusFirstError(prefix, form.fields, fieldErrors);
  }, [prefix, form.fields, fieldErrors]);

  const change = (fieldId: string, value: DraftValue) =>
    setDraft((current) => ({ ...current, [fieldId]: value }));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onSubmit || pending) return;
    const checked = checkDraft(form.fields, draft);
    if (!checked.ok) {
      setChecking(true);
      focusFirstError(prefix, form.fields, checked.errors);
      return;
    }
    setSent(draft);
    onSubmit({ answers: checked.answers, [FORM_HONEYPOT_FIELD]: website });
  };

  return (
    <form noValidate onSubmit={submit} className="relative space-y-6">
      <div className="space-y-2">
        <Title className="text-2xl font-semibold tracking-tight">{form.title}</Title>
        {form.description && (
          <p className="text-sm whitespace-pre-line text-neutral-600 dark:text-neutral-400">
            {form.description}
          </p>
        )}
        {form.fields.some((field) => field.required) && (
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            Fields marked <span className="text-red-600 dark:text-red-400">*</span> are required.
          </p>
        )}
      </div>
      {form.fields.map((field, index) => (
        <FieldAnswer
          key={field._id}
          field={field}
          id={controlId(prefix, index)}
          value={draftValue(field, draft)}
          onChange={(value) => change(field._id, value)}
          error={errorOf(field._id)}
        />
      ))}
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" loading={pending} disabled={!onSubmit}>
        Send
      </Button>
    </form>
  );
}

function errorsOf(checked: ReturnType<typeof checkDraft>): Record<string, string> {
  return checked.ok ? {} : checked.errors;
}
