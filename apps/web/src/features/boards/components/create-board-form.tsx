import { createBoardInputSchema, type CreateBoardInput, type Folder } from '@teamboard/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { folderOptions } from '../../folders/folder-tree';
import { useCreateBoard } from '../api/create-board';
import { boardPath } from '../board-labels';

interface CreateValues {
  title: string;
  key: string;
  description: string;
  folderId: string;
}

const FIELDS = ['title', 'key', 'description', 'folderId'] as const;

interface CreateBoardFormProps {
  workspace: { _id: string; url: string };
  folders: Folder[];
  folderId: string | undefined;
}

/** Title, optional key, description and folder; opens the new project once created. */
export function CreateBoardForm({ workspace, folders, folderId }: CreateBoardFormProps) {
  const create = useCreateBoard();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateValues, unknown, CreateBoardInput>({
    resolver: schemaResolver<CreateValues, CreateBoardInput>(createBoardInputSchema, {
      toInput: (values) => ({
        workspaceId: workspace._id,
        title: values.title,
        key: values.key.trim() || undefined,
        description: values.description.trim() || undefined,
        folderId: values.folderId || null,
      }),
    }),
    defaultValues: { title: '', key: '', description: '', folderId: folderId ?? '' },
  });

  const onSubmit = async (input: CreateBoardInput) => {
    setFormError(null);
    try {
      const { board } = await create.mutateAsync(input);
      toast.success(`Project ${board.title} created`);
      await navigate(boardPath(workspace.url, board._id));
    } catch (error) {
      setFormError(formFailure(error, setError, FIELDS, 'Failed to create board', () => 'key'));
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField label="Title" autoFocus error={errors.title?.message} {...register('title')} />
      <TextField
        label="Key"
        hint="2-10 letters or digits used in task IDs (e.g. WEB-12). Leave empty to derive it."
        error={errors.key?.message}
        {...register('key')}
      />
      <Field label="Description" error={errors.description?.message}>
        {(field) => <Textarea rows={3} {...field} {...register('description')} />}
      </Field>
      <Field label="Folder" error={errors.folderId?.message}>
        {(field) => (
          <Select {...field} {...register('folderId')}>
            <option value="">No folder</option>
            {folderOptions(folders).map(({ folder, label }) => (
              <option key={folder._id} value={folder._id}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          Create project
        </Button>
      </div>
    </form>
  );
}
