import type { InvitePolicy } from '@teamboard/shared';
import {
  updateWorkspaceSecurityInputSchema,
  type WorkspaceSecurity,
} from '@teamboard/shared/workspace-security';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { useUpdateWorkspaceSecurity } from '../api/update-workspace-security';

export const INVITE_POLICY_LABELS: Record<InvitePolicy, string> = {
  managers: 'The owner, admins and managers',
  admins: 'Only the owner and admins',
};

/** The domains as typed: one a line, or separated by commas or spaces. */
function domainsFrom(typed: string): string[] {
  return typed.split(/[\s,]+/).filter(Boolean);
}

/** Who may invite, to which domains, and whether API keys reach the workspace (owner and admins). */
export function SecuritySettingsForm({
  workspaceId,
  security,
}: {
  workspaceId: string;
  security: WorkspaceSecurity;
}) {
  const update = useUpdateWorkspaceSecurity(workspaceId);
  const [invitePolicy, setInvitePolicy] = useState(security.invitePolicy);
  const [domains, setDomains] = useState(security.allowedEmailDomains.join('\n'));
  const [apiKeysAllowed, setApiKeysAllowed] = useState(security.apiKeysAllowed);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const parsed = updateWorkspaceSecurityInputSchema.safeParse({
      invitePolicy,
      allowedEmailDomains: domainsFrom(domains),
      apiKeysAllowed,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the settings');
    try {
      const { security: saved } = await update.mutateAsync(parsed.data);
      setDomains(saved.allowedEmailDomains.join('\n'));
      toast.success('Security settings saved');
    } catch (error) {
      if (!isPlanLimitError(error))
        setProblem(errorMessage(error, 'Failed to save security settings'));
    }
  };

  return (
    <form className="space-y-5" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          Who may invite people
        </legend>
        {(Object.keys(INVITE_POLICY_LABELS) as InvitePolicy[]).map((policy) => (
          <label key={policy} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="invitePolicy"
              value={policy}
              checked={invitePolicy === policy}
              onChange={() => setInvitePolicy(policy)}
            />
            {INVITE_POLICY_LABELS[policy]}
          </label>
        ))}
      </fieldset>
      <FormField
        label="Allowed email domains"
        htmlFor="allowed-domains"
        hint="One a line, e.g. example.com. Only addresses at these domains can be invited, accept an invitation or join a project by its link. Empty: any address."
      >
        <Textarea
          id="allowed-domains"
          rows={4}
          value={domains}
          onChange={(event) => setDomains(event.target.value)}
          placeholder="example.com"
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={apiKeysAllowed}
          onChange={(event) => setApiKeysAllowed(event.target.checked)}
        />
        Personal API keys may reach this workspace
      </label>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" loading={update.isPending}>
        Save
      </Button>
    </form>
  );
}

/** The same settings for members who may read them but not change them. */
export function SecuritySettingsSummary({ security }: { security: WorkspaceSecurity }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="text-neutral-500">Who may invite people</dt>
      <dd>{INVITE_POLICY_LABELS[security.invitePolicy]}</dd>
      <dt className="text-neutral-500">Allowed email domains</dt>
      <dd>{security.allowedEmailDomains.join(', ') || 'Any'}</dd>
      <dt className="text-neutral-500">Personal API keys</dt>
      <dd>{security.apiKeysAllowed ? 'Allowed' : 'Not allowed'}</dd>
    </dl>
  );
}
