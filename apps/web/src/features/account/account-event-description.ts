import type { AccountEvent, AccountEventType } from '@teamboard/shared/account-events';

/** Which glyph an event shows (see components/account-event-icon.tsx). */
export type AccountEventIconName =
  'sign-in' | 'warning' | 'shield' | 'key' | 'mail' | 'devices' | 'link' | 'team';

export interface AccountEventDescription {
  icon: AccountEventIconName;
  /** A sentence about the person ("You signed in with Google"). */
  text: string;
  /** Drawn in the warning colour: something the person may not have done themselves. */
  alarming?: boolean;
}

/** A string field of the event's data, or undefined (data comes from whoever recorded it). */
function field(event: AccountEvent, key: string): string | undefined {
  const value = event.data[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const SIGN_IN_METHODS: Record<string, string> = {
  password: 'your password',
  google: 'Google',
  email_link: 'an emailed link',
};

function signIn(event: AccountEvent): string {
  const method = SIGN_IN_METHODS[field(event, 'method') ?? ''];
  const twoFactor = event.data.twoFactor === true ? ' and a two-factor code' : '';
  return method ? `You signed in with ${method}${twoFactor}` : 'You signed in';
}

function recoveryCodeUsed(event: AccountEvent): string {
  const left = event.data.left;
  if (typeof left !== 'number') return 'A recovery code was used to sign in';
  return `A recovery code was used to sign in (${left} left)`;
}

function keyName(event: AccountEvent): string {
  const name = field(event, 'name');
  return name ? `API key “${name}”` : 'An API key';
}

/** Why a key was revoked when it was not by the person's own click. */
const KEY_REVOKED_VIA: Record<string, string> = {
  password_reset: ' when you reset your password',
  password_change: ' when you changed your password',
};

function keyRevoked(event: AccountEvent): string {
  return `${keyName(event)} was revoked${KEY_REVOKED_VIA[field(event, 'via') ?? ''] ?? ''}`;
}

function inWorkspace(event: AccountEvent): string {
  return field(event, 'workspaceName') ?? 'a workspace';
}

function joined(event: AccountEvent): string {
  const by = field(event, 'invitedBy');
  return `You joined ${inWorkspace(event)}${by ? ` (invited by ${by})` : ''}`;
}

function left(event: AccountEvent): string {
  const by = field(event, 'removedBy');
  return by ? `${by} removed you from ${inWorkspace(event)}` : `You left ${inWorkspace(event)}`;
}

function emailChanged(event: AccountEvent): string {
  const from = field(event, 'from');
  const to = field(event, 'to');
  return from && to ? `Your email changed from ${from} to ${to}` : 'Your email changed';
}

function sessionRevoked(event: AccountEvent): string {
  const device = field(event, 'device');
  return device ? `You signed out a session on ${device}` : 'You signed out a session';
}

function google(event: AccountEvent, verb: string): string {
  const email = field(event, 'email');
  return `You ${verb} your Google account${email ? ` (${email})` : ''}`;
}

const DESCRIBE: Record<AccountEventType, (event: AccountEvent) => AccountEventDescription> = {
  sign_in: (event) => ({ icon: 'sign-in', text: signIn(event) }),
  sign_in_failed: () => ({
    icon: 'warning',
    text: 'Someone tried to sign in with a wrong password',
    alarming: true,
  }),
  two_factor_failed: () => ({
    icon: 'warning',
    text: 'A wrong two-factor code was entered',
    alarming: true,
  }),
  recovery_code_used: (event) => ({ icon: 'shield', text: recoveryCodeUsed(event) }),
  two_factor_enabled: () => ({ icon: 'shield', text: 'You turned on two-factor sign-in' }),
  two_factor_disabled: () => ({
    icon: 'shield',
    text: 'You turned off two-factor sign-in',
    alarming: true,
  }),
  password_changed: (event) => ({
    icon: 'key',
    text:
      field(event, 'via') === 'reset_link'
        ? 'You reset your password through an emailed link'
        : 'You changed your password',
  }),
  email_changed: (event) => ({ icon: 'mail', text: emailChanged(event) }),
  session_revoked: (event) => ({ icon: 'devices', text: sessionRevoked(event) }),
  api_key_created: (event) => ({ icon: 'key', text: `${keyName(event)} was created` }),
  api_key_revoked: (event) => ({ icon: 'key', text: keyRevoked(event) }),
  api_key_used: (event) => ({ icon: 'key', text: `${keyName(event)} was used` }),
  google_linked: (event) => ({ icon: 'link', text: google(event, 'linked') }),
  google_unlinked: (event) => ({ icon: 'link', text: google(event, 'unlinked') }),
  workspace_joined: (event) => ({ icon: 'team', text: joined(event) }),
  workspace_left: (event) => ({ icon: 'team', text: left(event) }),
};

/** The icon and sentence /account/activities shows for an event. */
export function describeAccountEvent(event: AccountEvent): AccountEventDescription {
  return DESCRIBE[event.type](event);
}
