/** The account settings' pages: the side nav of /account and the command palette list them. */
export const ACCOUNT_SECTIONS = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/security', label: 'Security' },
  { to: '/account/activities', label: 'Activity' },
  { to: '/account/api-keys', label: 'API keys' },
  { to: '/account/billing', label: 'Billing' },
  { to: '/account/integrations', label: 'Integrations' },
  { to: '/account/notifications', label: 'Notifications' },
  { to: '/account/workspace-invites', label: 'Workspace invitations' },
] as const;
