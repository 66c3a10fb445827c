import {
  createInvitationInputSchema,
  type AssignableRole,
  type CreateInvitationInput,
} from '@teamboard/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { useSendInvitation } from '../api/send-invitation';
import { defaultInviteRole, RoleField } from './role-field';

const FIELDS = ['email', 'role'] as const;
const resolver = schemaResolver<CreateInvitationInput, CreateInvitationInput>(
  createInvitationInputSchema,
);

interface InviteMemberFormProps {
  workspaceId: string;
  roles: readonly AssignableRole[];
}

/** Invites one person by email with a role; a taken email shows under the field. */
export function InviteMemberForm({ workspaceId, roles }: InviteMemberFormProps) {
  const send = useSendInvitation(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<CreateInvitationInput, unknown, CreateInvitationInput>({
    resolver,
    defaultValues: { email: '', role: defaultInviteRole(roles) },
  });

  const onSubmit = async (input: CreateInvitationInput) => {
    setFormError(null);
    try {
      await send.mutateAsync(input);
    } catch (error) {
      setFormError(
        formFailure(error, setError, FIELDS, 'Failed to send invitation', () => 'email'),
      );
      return;
    }
    resetField('email');
    toast.success(`Invitation sent to ${input.email}`);
  };

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          data-testid="invite-email"
          error={errors.email?.message}
          {...register('email')}
        />
        <RoleField
          roles={roles}
          data-testid="invite-role"
          error={errors.role?.message}
          {...register('role')}
        />
      </div>
      <Button type="submit" data-testid="invite-submit" loading={send.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
