import type { WorkspaceToTransfer } from '@teamboard/shared/account-deletion';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDeleteAccount, workspacesToTransfer } from '../api/delete-account';

/** /account/security's last section: the password confirms, the server says what stands in the way. */
export function DeleteAccountForm() {
  const deleteMutation = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [toTransfer, setToTransfer] = useState<WorkspaceToTransfer[]>([]);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPasswordError(undefined);
    setFormError(null);
    setToTransfer([]);
    try {
      await deleteMutation.mutateAsync({ password });
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors[0] : undefined;
      if (field?.field === 'password') return setPasswordError(field.message);
      setToTransfer(workspacesToTransfer(error));
      setFormError(errorMessage(error, 'Account deletion failed'));
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
      <div className="space-y-2 text-sm text-neutral-700 dark:text-neutral-300">
        <p>
          Your profile, sessions, API keys, two-factor sign-in, linked Google account,
          notifications, preferences and memberships are removed, and your email address is free to
          use again. This cannot be undone.
        </p>
        <p>
          Your comments, task history, time entries and chat messages stay, shown as by “Deleted
          user”. Workspaces you own alone are deleted with your account; a workspace you own with
          other members must be handed to one of them first.
        </p>
      </div>
      {formError && (
        <Alert tone="error">
          <p>{formError}</p>
          {toTransfer.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {toTransfer.map((workspace) => (
                <li key={workspace._id}>
                  <TextLink to={`/${workspace.url}/settings/general`}>
                    Transfer ownership of {workspace.name}
                  </TextLink>
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="danger" loading={deleteMutation.isPending}>
          Delete my account
        </Button>
      </div>
    </form>
  );
}
