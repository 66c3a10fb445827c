import { updateBoardInputSchema, type Board, type UpdateBoardInput } from '@teamboard/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useUpdateBoard } from '../api/update-board';

interface DetailsValues {
  title: string;
  description: string;
}

function toValues(board: Board): DetailsValues {
  return { title: board.title, description: board.description ?? '' };
}

/** Title and description; read only for those who may not manage the board. */
export function BoardDetailsForm({ board, canManage }: { board: Board; canManage: boolean }) {
  const update = useUpdateBoard(board._id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<DetailsValues, unknown, UpdateBoardInput>({
    resolver: schemaResolver<DetailsValues, UpdateBoardInput>(updateBoardInputSchema, {
      toInput: (values) => ({ ...values, description: values.description.trim() || null }),
    }),
    defaultValues: toValues(board),
  });

  const onSubmit = async (changes: UpdateBoardInput) => {
    setFormError(null);
    try {
      const { board: saved } = await update.mutateAsync(changes);
      reset(toValues(saved));
      toast.success('Project saved');
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to update board'));
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <fieldset disabled={!canManage} className="space-y-5">
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <Field label="Description" error={errors.description?.message}>
          {(field) => <Textarea rows={3} {...field} {...register('description')} />}
        </Field>
      </fieldset>
      {canManage && (
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save changes
          </Button>
        </div>
      )}
    </form>
  );
}
