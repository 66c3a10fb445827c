import { TIME_DESCRIPTION_MAX, type CreateTimeEntryInput, type TimeEntry } from '@teamboard/shared';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import {
  draftOf,
  parseTimeEntryDraft,
  type TimeEntryDraft,
  type TimeEntryErrors,
} from '../time-entry-input';

/** The duration's two inputs: an entry is at most 24 hours. */
const DURATION_PARTS = [
  { part: 'hours', label: 'Hours', unit: 'h', max: 24 },
  { part: 'minutes', label: 'Minutes', unit: 'm', max: 59 },
] as const;

interface TimeEntryFormProps {
  /** The entry to edit; none for a new one. */
  entry?: TimeEntry;
  submitLabel: string;
  pending: boolean;
  /** The checked request body, and the form as typed (an edit sends only what changed). */
  onSubmit: (input: CreateTimeEntryInput, draft: TimeEntryDraft) => void;
  onCancel: () => void;
}

/** Start (date and time), duration as hours and minutes, and an optional description. */
export function TimeEntryForm({
  entry,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: TimeEntryFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<TimeEntryDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<TimeEntryErrors>({});
  const set = (change: Partial<TimeEntryDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseTimeEntryDraft(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    onSubmit(parsed.input, draft);
  };

  return (
    <form
      noValidate
      aria-label={entry ? 'Edit time entry' : 'Log time'}
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
    >
      <Field label="Start" error={errors.start}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={draft.start}
            onChange={(event) => set({ start: event.target.value })}
          />
        )}
      </Field>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          Duration
        </legend>
        <div className="flex items-center gap-2">
          {DURATION_PARTS.map(({ part, label, unit, max }) => (
            <label key={part} className="flex items-center gap-1.5 text-sm">
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                className="w-20"
                aria-label={label}
                aria-describedby={errors.duration ? `${id}-duration` : undefined}
                invalid={Boolean(errors.duration)}
                value={draft[part]}
                placeholder="0"
                onChange={(event) => set({ [part]: event.target.value })}
              />
              {unit}
            </label>
          ))}
        </div>
        {errors.duration && (
          <p id={`${id}-duration`} className="text-sm text-red-600 dark:text-red-400">
            {errors.duration}
          </p>
        )}
      </fieldset>
      <Field label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={TIME_DESCRIPTION_MAX}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
