import {
  ACCOUNT_EVENT_TYPES,
  type AccountEvent,
  type AccountEventType,
} from '@teamboard/shared/account-events';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** What each type's recorder puts in `data`, and the sentence the page shows for it. */
const CASES: Record<AccountEventType, { data: Record<string, unknown>; sentence: string }> = {
  sign_in: {
    data: { method: 'google', twoFactor: true },
    sentence: 'You signed in with Google and a two-factor code',
  },
  sign_in_failed: {
    data: { method: 'password' },
    sentence: 'Someone tried to sign in with a wrong password',
  },
  two_factor_failed: { data: { factor: 'code' }, sentence: 'A wrong two-factor code was entered' },
  recovery_code_used: {
    data: { left: 7 },
    sentence: 'A recovery code was used to sign in (7 left)',
  },
  two_factor_enabled: { data: {}, sentence: 'You turned on two-factor sign-in' },
  two_factor_disabled: { data: {}, sentence: 'You turned off two-factor sign-in' },
  password_changed: {
    data: { via: 'reset_link' },
    sentence: 'You reset your password through an emailed link',
  },
  email_changed: {
    data: { from: 'ada@old.example', to: 'ada@example.com' },
    sentence: 'Your email changed from ada@old.example to ada@example.com',
  },
  session_revoked: {
    data: { device: 'Safari on iOS', ip: '198.51.100.4' },
    sentence: 'You signed out a session on Safari on iOS',
  },
  api_key_created: { data: { name: 'CI deploy' }, sentence: 'API key “CI deploy” was created' },
  api_key_revoked: { data: { name: 'CI deploy' }, sentence: 'API key “CI deploy” was revoked' },
  api_key_used: { data: { name: 'Nightly report' }, sentence: 'API key “Nightly report” was used' },
  google_linked: {
    data: { email: 'ada@gmail.example' },
    sentence: 'You linked your Google account (ada@gmail.example)',
  },
  google_unlinked: { data: {}, sentence: 'You unlinked your Google account' },
  workspace_joined: {
    data: { workspaceName: 'Analytical Engines', invitedBy: 'Charles Babbage' },
    sentence: 'You joined Analytical Engines (invited by Charles Babbage)',
  },
  workspace_left: {
    data: { workspaceName: 'Difference Engines', removedBy: 'Charles Babbage' },
    sentence: 'Charles Babbage removed you from Difference Engines',
  },
};

function event(type: AccountEventType, index: number): AccountEvent {
  return {
    _id: `event-${type}`,
    type,
    ip: '203.0.113.7',
    device: 'Firefox on Linux',
    data: CASES[type].data,
    createdAt: minutesAgo(5 + index),
  };
}

describe('account activity page', () => {
  it('says what happened for every event type, from where and when, and loads older pages', async () => {
    const older: AccountEvent = {
      _id: 'event-old',
      type: 'sign_in',
      ip: null,
      device: null,
      data: { method: 'password', twoFactor: false },
      createdAt: minutesAgo(3 * 24 * 60),
    };
    const network = mockSignedIn({
      'GET /api/me/activities': ({ query }) =>
        query.get('cursor') === 'event-workspace_left'
          ? json(200, { events: [older], nextCursor: null })
          : json(200, {
              events: ACCOUNT_EVENT_TYPES.map(event),
              nextCursor: 'event-workspace_left',
            }),
    });
    renderApp('/account/activities');

    const list = await screen.findByRole('list', { name: 'Account activity' });
    for (const type of ACCOUNT_EVENT_TYPES) {
      expect(within(list).getByText(CASES[type].sentence)).toBeInTheDocument();
    }
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Firefox on Linux · 203.0.113.7 · 5m ago');
    expect(within(list).queryByText('You signed in with your password')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));

    const oldest = await within(list).findByText('You signed in with your password');
    expect(oldest.closest('li')).toHaveTextContent(/^You signed in with your password3d ago$/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(ACCOUNT_EVENT_TYPES.length + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(network.calls('GET /api/me/activities').map((call) => call.query.get('cursor'))).toEqual(
      [null, 'event-workspace_left'],
    );
  });

  it('says when a password reset or change revoked an API key', async () => {
    const revoked = (via: string, index: number): AccountEvent => ({
      ...event('api_key_revoked', index),
      _id: `event-${via}`,
      data: { name: 'CI deploy', via },
    });
    mockSignedIn({
      'GET /api/me/activities': () =>
        json(200, {
          events: [revoked('password_reset', 0), revoked('password_change', 1)],
          nextCursor: null,
        }),
    });
    renderApp('/account/activities');

    const list = await screen.findByRole('list', { name: 'Account activity' });
    expect(
      within(list).getByText('API key “CI deploy” was revoked when you reset your password'),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('API key “CI deploy” was revoked when you changed your password'),
    ).toBeInTheDocument();
  });

  it('says so when nothing has happened yet', async () => {
    mockSignedIn({ 'GET /api/me/activities': () => json(200, { events: [], nextCursor: null }) });
    renderApp('/account/activities');
    expect(
      await screen.findByText('Nothing has happened on your account yet.'),
    ).toBeInTheDocument();
  });
});
