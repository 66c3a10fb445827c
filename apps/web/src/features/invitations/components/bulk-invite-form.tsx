import { bulkInvitationInputSchema, type AssignableRole } from '@teamboard/shared';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { useSendBulkInvitations } from '../api/send-bulk-invitations';
import { BulkInviteResults } from './bulk-invite-results';
import { defaultInviteRole, RoleField } from './role-field';

/** Emails separated by new lines, commas, semicolons or spaces; each once. */
export function parseEmailList(text: string): string[] {
  const emails = text
    .split(/[\s,;]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(emails)];
}

interface BulkInviteFormProps {
  workspaceId: string;
  roles: readonly AssignableRole[];
}

/** Invites many people with one role; the server answers per email and each answer is shown. */
export function BulkInviteForm({ workspaceId, roles }: BulkInviteFormProps) {
  const send = useSendBulkInvitations(workspaceId);
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<AssignableRole>(defaultInviteRole(roles));
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invitations = parseEmailList(emails).map((email) => ({ email, role }));
    const parsed = bulkInvitationInputSchema.safeParse({ invitations });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    send.mutate(parsed.data, { onSuccess: () => setEmails('') });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      {send.error && !isPlanLimitError(send.error) && (
        <Alert tone="error">{errorMessage(send.error, 'Failed to send bulk invitations')}</Alert>
      )}
      <Field label="Emails" hint="One per line, or separated by commas." error={fieldError}>
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            placeholder={'ada@example.com\ngrace@example.com'}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-40">
          <RoleField
            roles={roles}
            value={role}
            onChange={(event) => {
              const picked = roles.find((option) => option === event.target.value);
              if (picked) setRole(picked);
            }}
          />
        </div>
        <Button type="submit" variant="secondary" loading={send.isPending}>
          Send invitations
        </Button>
      </div>
      {send.data && <BulkInviteResults results={send.data.results} />}
    </form>
  );
}
