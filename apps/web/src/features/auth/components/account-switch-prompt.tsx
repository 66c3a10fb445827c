import { Button } from '../../../components/ui/button';
import type { AccountSwitch } from '../use-sign-in-link';
import { AuthHeading } from './auth-heading';

interface AccountSwitchPromptProps {
  accountSwitch: AccountSwitch;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
}

const who = (user: { name: string; email: string }) => `${user.name} (${user.email})`;

/** "You are signed in as X. Continue as Y?" before a sign-in link replaces the tab's session. */
export function AccountSwitchPrompt({ accountSwitch, accept, decline }: AccountSwitchPromptProps) {
  const { current, next } = accountSwitch;
  return (
    <>
      <AuthHeading title="Switch account?">
        You are signed in as {who(current)}. Continue as {who(next.user)}?
      </AuthHeading>
      <div className="flex flex-col gap-3">
        <Button fullWidth onClick={() => void accept()}>
          Continue as {next.user.name}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => void decline()}>
          Stay signed in as {current.name}
        </Button>
      </div>
    </>
  );
}
