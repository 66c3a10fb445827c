import {
  createWorkspaceInputSchema,
  type CreateWorkspaceInput,
  type Workspace,
} from '@teamboard/shared';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateWorkspace } from '../api/create-workspace';
import { useUrlAvailability } from '../use-url-availability';
import { suggestWorkspaceUrl, URL_NOT_AVAILABLE, workspaceUrlProblem } from '../workspace-url';
import { WorkspaceUrlField } from './workspace-url-field';

interface CreateWorkspaceValues {
  name: string;
  url: string;
  description: string;
}

const FIELDS = ['name', 'url', 'description'] as const;
const EMPTY: CreateWorkspaceValues = { name: '', url: '', description: '' };

const resolver = schemaResolver<CreateWorkspaceValues, CreateWorkspaceInput>(
  createWorkspaceInputSchema,
  {
    toInput: (values) => ({ ...values, description: values.description.trim() || undefined }),
    check: (values) => {
      const problem = workspaceUrlProblem(values.url);
      return problem ? [{ path: ['url'], message: problem }] : [];
    },
  },
);

interface CreateWorkspaceFormProps {
  onCreated: (workspace: Workspace) => Promise<void> | void;
}

/** Name, URL (suggested from the name until edited) and description; used on /workspaces/create
 * and as the last onboarding step. */
export function CreateWorkspaceForm({ onCreated }: CreateWorkspaceFormProps) {
  const createMutation = useCreateWorkspace();
  const [formError, setFormError] = useState<string | null>(null);
  const [urlEdited, setUrlEdited] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm<CreateWorkspaceValues, unknown, CreateWorkspaceInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const availability = useUrlAvailability(useWatch({ control, name: 'url' }));

  const onSubmit = async (input: CreateWorkspaceInput) => {
    setFormError(null);
    if (availability.state === 'unavailable') {
      setError('url', { type: 'server', message: URL_NOT_AVAILABLE });
      return;
    }
    let workspace: Workspace;
    try {
      ({ workspace } = await createMutation.mutateAsync(input));
    } catch (error) {
      setFormError(formFailure(error, setError, FIELDS, 'Failed to create workspace', () => 'url'));
      return;
    }
    await onCreated(workspace);
  };

  const suggestUrl = (event: ChangeEvent<HTMLInputElement>) => {
    if (urlEdited) return;
    setValue('url', suggestWorkspaceUrl(event.target.value), { shouldValidate: isSubmitted });
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Workspace name"
        placeholder="Acme Inc."
        error={errors.name?.message}
        {...register('name', { onChange: suggestUrl })}
      />
      <WorkspaceUrlField
        availability={availability}
        error={errors.url?.message}
        {...register('url', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            setUrlEdited(event.target.value !== '');
          },
        })}
      />
      <Field label="Description (optional)" error={errors.description?.message}>
        {(field) => <Textarea rows={3} {...field} {...register('description')} />}
      </Field>
      <Button type="submit" fullWidth loading={createMutation.isPending}>
        Create workspace
      </Button>
    </form>
  );
}
