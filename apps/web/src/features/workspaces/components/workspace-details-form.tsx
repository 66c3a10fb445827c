import {
  updateWorkspaceInputSchema,
  type UpdateWorkspaceInput,
  type Workspace,
} from '@teamboard/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { useUpdateWorkspace } from '../api/update-workspace';
import { useUrlAvailability } from '../use-url-availability';
import { URL_NOT_AVAILABLE, workspaceUrlProblem } from '../workspace-url';
import { WorkspaceUrlField } from './workspace-url-field';

interface DetailsValues {
  name: string;
  url: string;
  description: string;
}

const FIELDS = ['name', 'url', 'description'] as const;

function toValues(workspace: Workspace): DetailsValues {
  return { name: workspace.name, url: workspace.url, description: workspace.description ?? '' };
}

/** Only what changed is sent; an emptied description becomes null. */
function changes(input: UpdateWorkspaceInput, workspace: Workspace): UpdateWorkspaceInput {
  const changed: UpdateWorkspaceInput = {};
  if (input.name !== workspace.name) changed.name = input.name;
  if (input.url !== workspace.url) changed.url = input.url;
  if (input.description !== workspace.description) changed.description = input.description;
  return changed;
}

/** Name, URL (live availability) and description; a new URL moves the page to it. */
export function WorkspaceDetailsForm({ workspace }: { workspace: Workspace }) {
  const update = useUpdateWorkspace(workspace._id);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<DetailsValues, unknown, UpdateWorkspaceInput>({
    resolver: schemaResolver<DetailsValues, UpdateWorkspaceInput>(updateWorkspaceInputSchema, {
      toInput: (values) => ({ ...values, description: values.description.trim() || null }),
      check: ({ url }) => {
        const problem = url === workspace.url ? null : workspaceUrlProblem(url);
        return problem ? [{ path: ['url'], message: problem }] : [];
      },
    }),
    defaultValues: toValues(workspace),
  });
  const availability = useUrlAvailability(useWatch({ control, name: 'url' }), workspace.url);

  const onSubmit = async (input: UpdateWorkspaceInput) => {
    setFormError(null);
    if (availability.state === 'unavailable') {
      setError('url', { type: 'server', message: URL_NOT_AVAILABLE });
      return;
    }
    const changed = changes(input, workspace);
    if (Object.keys(changed).length === 0) return reset(toValues(workspace));
    try {
      const { workspace: updated } = await update.mutateAsync(changed);
      reset(toValues(updated));
      toast.success('Workspace settings saved');
      if (updated.url !== workspace.url) {
        await navigate(`/${updated.url}/settings/general`, { replace: true });
      }
    } catch (error) {
      setFormError(
        formFailure(error, setError, FIELDS, 'Failed to update workspace settings', () => 'url'),
      );
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField label="Workspace name" error={errors.name?.message} {...register('name')} />
      <WorkspaceUrlField
        availability={availability}
        error={errors.url?.message}
        {...register('url')}
      />
      <Field label="Description" error={errors.description?.message}>
        {(field) => <Textarea rows={3} {...field} {...register('description')} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
