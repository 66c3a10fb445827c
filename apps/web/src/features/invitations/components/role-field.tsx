import type { AssignableRole } from '@teamboard/shared';
import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { ROLE_LABELS } from '../../workspaces/role-labels';

interface RoleFieldProps extends ComponentProps<'select'> {
  roles: readonly AssignableRole[];
  error?: string | undefined;
}

/** "Role": a select of the roles the inviter may give. */
export function RoleField({ roles, error, ...selectProps }: RoleFieldProps) {
  return (
    <Field label="Role" error={error}>
      {(field) => (
        <Select {...field} {...selectProps}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The role preselected in an invitation form: member when the inviter may give it. */
export function defaultInviteRole(roles: readonly AssignableRole[]): AssignableRole {
  return roles.includes('member') ? 'member' : (roles[roles.length - 1] ?? 'guest');
}
