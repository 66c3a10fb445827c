import type { SchemaIssue } from './form-resolver';

/** The values of a "choose a new password" form: the password and its confirmation. */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** A resolver `check`: the confirmation must repeat the new password. */
export function passwordsMatch(values: NewPasswordValues): SchemaIssue[] {
  return values.confirmPassword === values.newPassword
    ? []
    : [{ path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH }];
}
