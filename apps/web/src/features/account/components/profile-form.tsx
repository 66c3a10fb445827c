import { updateProfileInputSchema, type UpdateProfileInput, type User } from '@teamboard/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  name: string;
  username: string;
  avatar: string;
}

const FIELDS = ['name', 'username', 'avatar'] as const;

function toValues(user: User): ProfileValues {
  return { name: user.name, username: user.username, avatar: user.avatar ?? '' };
}

const resolver = schemaResolver<ProfileValues, UpdateProfileInput>(updateProfileInputSchema, {
  toInput: (values) => ({
    name: values.name,
    username: values.username,
    avatar: values.avatar.trim() || null,
  }),
});

/** Only the fields that differ from the stored user are sent. */
function changedFields(input: UpdateProfileInput, user: User): UpdateProfileInput {
  const changes: UpdateProfileInput = {};
  if (input.name !== undefined && input.name !== user.name) changes.name = input.name;
  if (input.username !== undefined && input.username !== user.username)
    changes.username = input.username;
  if (input.avatar !== undefined && input.avatar !== user.avatar) changes.avatar = input.avatar;
  return changes;
}

export function ProfileForm({ user }: { user: User }) {
  const updateMutation = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileValues, unknown, UpdateProfileInput>({
    resolver,
    defaultValues: toValues(user),
  });
  const [previewName, previewAvatar] = useWatch({ control, name: ['name', 'avatar'] });

  const onSubmit = async (input: UpdateProfileInput) => {
    setFormError(null);
    const changes = changedFields(input, user);
    if (Object.keys(changes).length === 0) {
      reset(toValues(user));
      return;
    }
    try {
      const { user: updated } = await updateMutation.mutateAsync(changes);
      reset(toValues(updated));
      toast.success('Profile updated');
    } catch (error) {
      // Email is not editable here, so a conflict can only be the username.
      setFormError(formFailure(error, setError, FIELDS, 'Profile update failed', () => 'username'));
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex items-center gap-4">
        <Avatar
          name={previewName.trim() || user.name}
          src={previewAvatar.trim() || null}
          size="2xl"
        />
        <div className="text-sm text-neutral-600 dark:text-neutral-400">
          <p className="font-medium text-neutral-900 dark:text-neutral-100">{user.email}</p>
          <p>Change your email in the Email section below.</p>
        </div>
      </div>
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        hint="3-30 lowercase letters, digits, - or _."
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Avatar URL"
        type="url"
        placeholder="https://…"
        hint="A link to a picture. Leave empty to show your initials."
        error={errors.avatar?.message}
        {...register('avatar')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={updateMutation.isPending} disabled={!isDirty}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
