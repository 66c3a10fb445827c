import {
  createApiKeyInputSchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@teamboard/shared/api-key';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateApiKey } from '../api/create-api-key';

interface ApiKeyValues {
  name: string;
  scope: CreateApiKeyInput['scope'];
  /** '' for every workspace of the person's. */
  workspaceId: string;
  /** Days until it expires, or '' for never. */
  expiresInDays: string;
}

const EMPTY: ApiKeyValues = { name: '', scope: 'read', workspaceId: '', expiresInDays: '90' };
const EXPIRIES = [
  { days: '30', label: 'In 30 days' },
  { days: '90', label: 'In 90 days' },
  { days: '365', label: 'In a year' },
  { days: '', label: 'Never' },
] as const;
const FIELDS = ['name', 'scope', 'workspaceId'] as const;

function toInput(values: ApiKeyValues): CreateApiKeyInput {
  const days = Number(values.expiresInDays);
  return {
    name: values.name,
    scope: values.scope,
    ...(values.workspaceId ? { workspaceId: values.workspaceId } : {}),
    ...(days ? { expiresAt: addDays(new Date(), days).toISOString() } : {}),
  };
}

const resolver = schemaResolver<ApiKeyValues, CreateApiKeyInput>(createApiKeyInputSchema, {
  toInput,
});

interface CreateApiKeyFormProps {
  /** The workspaces a key may be restricted to: the person's. */
  workspaces: { _id: string; name: string }[];
  onCreated: (created: CreatedApiKey) => void;
}

/** Name, scope, workspace and expiry of a new key; `onCreated` gets its secret. */
export function CreateApiKeyForm({ workspaces, onCreated }: CreateApiKeyFormProps) {
  const create = useCreateApiKey();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ApiKeyValues, unknown, CreateApiKeyInput>({ resolver, defaultValues: EMPTY });

  const onSubmit = async (input: CreateApiKeyInput) => {
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(input));
      reset(EMPTY);
    } catch (error) {
      setFormError(formFailure(error, setError, FIELDS, 'Could not create the key'));
    }
  };

  return (
    <form
      noValidate
      aria-label="New API key"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {formError && (
        <Alert tone="error" className="sm:col-span-2">
          {formError}
        </Alert>
      )}
      <TextField
        label="Name"
        placeholder="e.g. Nightly export"
        error={errors.name?.message}
        {...register('name')}
      />
      <Field label="Access" error={errors.scope?.message}>
        {(control) => (
          <Select {...control} {...register('scope')}>
            <option value="read">Read only</option>
            <option value="write">Read and write</option>
          </Select>
        )}
      </Field>
      <Field label="Workspace" error={errors.workspaceId?.message}>
        {(control) => (
          <Select {...control} {...register('workspaceId')}>
            <option value="">All my workspaces</option>
            {workspaces.map((workspace) => (
              <option key={workspace._id} value={workspace._id}>
                {workspace.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Expires">
        {(control) => (
          <Select {...control} {...register('expiresInDays')}>
            {EXPIRIES.map((expiry) => (
              <option key={expiry.label} value={expiry.days}>
                {expiry.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
      </div>
    </form>
  );
}
