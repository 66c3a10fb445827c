import {
  createWebhookInputSchema,
  WEBHOOK_EVENTS,
  type CreateWebhookInput,
  type WebhookEvent,
} from '@teamboard/shared/webhook';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Field, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';

export interface WebhookValues {
  url: string;
  events: WebhookEvent[];
  /** '' for every board of the workspace. */
  boardId: string;
}

export const NEW_WEBHOOK: WebhookValues = { url: '', events: [], boardId: '' };
const FIELDS = ['url', 'events', 'boardId'] as const;
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ id: event, name: event }));

const resolver = schemaResolver<WebhookValues, CreateWebhookInput>(createWebhookInputSchema, {
  toInput: ({ url, events, boardId }) => ({ url, events, ...(boardId ? { boardId } : {}) }),
});

interface WebhookFormProps {
  /** The form's accessible name ("New webhook", "Edit webhook"). */
  label: string;
  submitLabel: string;
  defaultValues: WebhookValues;
  /** The boards a new webhook may be limited to; without them the board is not asked (edit). */
  boards?: { _id: string; title: string }[];
  /** Sends the input; a rejection is shown on the form (the server's message). */
  onSubmit: (input: CreateWebhookInput) => Promise<unknown>;
  failure: string;
  onCancel?: () => void;
}

/** A webhook's URL, events and (for a new one) board, checked with the API's own schema. */
export function WebhookForm({
  label,
  submitLabel,
  defaultValues,
  boards,
  onSubmit,
  failure,
  onCancel,
}: WebhookFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WebhookValues, unknown, CreateWebhookInput>({ resolver, defaultValues });

  const submit = async (input: CreateWebhookInput) => {
    setFormError(null);
    try {
      await onSubmit(input);
      reset(defaultValues);
    } catch (error) {
      setFormError(formFailure(error, setError, FIELDS, failure));
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Payload URL"
        type="url"
        placeholder="https://example.com/teamboard-events"
        error={errors.url?.message}
        {...register('url')}
      />
      {boards && (
        <Field
          label="Project"
          hint="Only this project's events; workspace events (members joining or leaving) are not sent."
          error={errors.boardId?.message}
        >
          {(field) => (
            <Select {...field} {...register('boardId')}>
              <option value="">All projects</option>
              {boards.map((board) => (
                <option key={board._id} value={board._id}>
                  {board.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <CheckboxGroup
            legend="Events"
            allLabel="All events"
            options={EVENT_OPTIONS}
            checked={field.value}
            onChange={(checked) => field.onChange(checked)}
            error={errors.events?.message}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
