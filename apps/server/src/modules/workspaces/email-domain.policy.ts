import { isEmailDomainAllowed } from '@teamboard/shared/workspace-security';
import type { WorkspaceRow } from '../../db/schema/index';
import { forbidden } from '../../http/app-error';

/**
 * The workspace's allowed email domains (settings/security), the one check every way into a
 * workspace passes: being invited, accepting an invitation, joining a board by its link. An
 * empty list allows every address.
 */
export function assertEmailDomainAllowed(
  workspace: Pick<WorkspaceRow, 'allowedEmailDomains'>,
  email: string,
): void {
  const domains = workspace.allowedEmailDomains;
  if (isEmailDomainAllowed(email, domains)) return;
  throw forbidden(`This workspace only accepts email addresses at ${domains.join(', ')}`);
}
