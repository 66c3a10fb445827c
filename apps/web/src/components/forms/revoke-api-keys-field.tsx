import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';

/** The values of a form that may revoke the person's API keys along with a new password. */
export interface RevokeApiKeysValues {
  revokeApiKeys: boolean;
}

/**
 * "Also revoke my API keys", with what it does: keys are separate credentials, so a new password
 * alone leaves them working for whoever made or copied one.
 */
export function RevokeApiKeysField({
  register,
}: {
  register: UseFormRegister<RevokeApiKeysValues>;
}) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">
        <input type="checkbox" aria-describedby={hintId} {...register('revokeApiKeys')} />
        Also revoke my API keys
      </label>
      <p id={hintId} className="pl-6 text-xs text-neutral-500 dark:text-neutral-400">
        A new password does not stop your API keys. If someone else may have known your password,
        revoke them: scripts and integrations using them stop at once, and you create new keys after
        signing in.
      </p>
    </div>
  );
}
