import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { landingPath } from './landing';

describe('landingPath', () => {
  it('sends a user who is not onboarded to /onboarding, whatever was intended', () => {
    expect(landingPath(buildUser({ onboarding: { teamSize: null } }), '/account/profile')).toBe(
      '/onboarding',
    );
  });

  it('lets an invitation link through before onboarding', () => {
    const invitee = buildUser({ onboarding: { teamSize: null } });
    expect(landingPath(invitee, '/join/invitation-token-0123')).toBe('/join/invitation-token-0123');
  });

  it('prefers the intended route, then the last active workspace, then the dashboard', () => {
    const user = buildUser({ lastActiveWorkspaceURL: 'acme' });
    expect(landingPath(user, '/account/profile?x=1')).toBe('/account/profile?x=1');
    expect(landingPath(user, null)).toBe('/acme/projects');
    expect(landingPath(buildUser(), null)).toBe('/dashboard');
  });
});
