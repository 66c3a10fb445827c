import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import type { SignedInSession } from '@teamboard/shared/sessions';
import type { TwoFactorStatus } from '@teamboard/shared/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/browser-navigation';
import { captureDownload } from '../test/capture-download';
import { json, type Handler } from '../test/fetch-mock';
import { buildSession, buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

afterEach(() => {
  toast.dismiss();
  sessionStorage.clear();
});

const OFF: TwoFactorStatus = {
  enabled: false,
  passwordRequired: true,
  enabledAt: null,
  recoveryCodesLeft: 0,
};
const ON: TwoFactorStatus = {
  enabled: true,
  passwordRequired: true,
  enabledAt: '2026-11-20T10:00:00.000Z',
  recoveryCodesLeft: 10,
};
/** The two-factor section's password field (the password section above has its own). */
const twoFactorPassword = () => screen.getAllByLabelText('Current password')[1] as HTMLElement;

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function session(overrides: Partial<SignedInSession>): SignedInSession {
  return {
    _id: crypto.randomUUID(),
    device: 'Firefox on Linux',
    ip: '203.0.113.7',
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    current: false,
    ...overrides,
  };
}

/** The security page's server: two-factor status and the sessions, kept as it changes them. */
function securityServer(
  { status = OFF, sessions = [session({ current: true })] } = {},
  extra: Record<string, Handler> = {},
) {
  let current = { status, sessions };
  return mockSignedIn({
    'GET /api/me/two-factor': () => json(200, current.status),
    'GET /api/me/sessions': () => json(200, { sessions: current.sessions }),
    'POST /api/me/two-factor/setup': () =>
      json(200, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Teamboard:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
        qrCode: { size: 21, path: 'M0 0h7v1H0z' },
      }),
    'POST /api/me/two-factor/enable': () => {
      current = { ...current, status: ON };
      return json(200, { recoveryCodes: CODES });
    },
    'POST /api/me/sessions/sign-out-others': () => {
      const signedOut = current.sessions.filter((s) => !s.current).length;
      current = { ...current, sessions: current.sessions.filter((s) => s.current) };
      return json(200, { signedOut });
    },
    ...extra,
  });
}

describe('signed-in sessions', () => {
  it('lists each session with its device, address and last activity, this one marked', async () => {
    securityServer({
      sessions: [
        session({ current: true }),
        session({ device: 'Safari on iOS', ip: '198.51.100.4' }),
      ],
    });
    renderApp('/account/security');
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Firefox on Linux');
    expect(mine).toHaveTextContent('This device');
    expect(mine).toHaveTextContent('Active now');
    expect(within(mine as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('198.51.100.4 · Last seen 3h ago');
    expect(phone).not.toHaveTextContent('This device');
  });

  it('signs one session out', async () => {
    const phone = session({ device: 'Safari on iOS' });
    const network = securityServer(
      { sessions: [session({ current: true }), phone] },
      {
        [`DELETE /api/me/sessions/${phone._id}`]: () =>
          json(200, { message: 'Session signed out' }),
      },
    );
    renderApp('/account/security');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Signed out Safari on iOS')).toBeInTheDocument();
    expect(network.calls(`DELETE /api/me/sessions/${phone._id}`)).toHaveLength(1);
    // The list is read again after the change.
    expect(network.calls('GET /api/me/sessions').length).toBeGreaterThan(1);
  });

  it('signs every other session out after a confirmation', async () => {
    const network = securityServer({
      sessions: [session({ current: true }), session({ device: 'Chrome on Windows' }), session({})],
    });
    renderApp('/account/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    expect(screen.getByText('Sign out 2 other sessions?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out 2 other sessions')).toBeInTheDocument();
    expect(network.calls('POST /api/me/sessions/sign-out-others')).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Sessions' });
    await expect.poll(() => within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('two-factor sign-in', () => {
  it('sets up with the password, the QR code and a first code, then shows the recovery codes once', async () => {
    const network = securityServer();
    renderApp('/account/security');
    const user = userEvent.setup();
    const section = await screen.findByText(/Two-factor sign-in is off/);
    expect(section).toBeInTheDocument();

    await user.type(twoFactorPassword(), 'my password');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(network.calls('POST /api/me/two-factor/setup')[0]?.body).toEqual({
      password: 'my password',
    });

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(network.calls('POST /api/me/two-factor/enable')[0]?.body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`);
    const download = captureDownload();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await download).toEqual({
      fileName: 'teamboard-recovery-codes.txt',
      text: `${CODES.join('\n')}\n`,
    });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('shows a wrong password on its field', async () => {
    securityServer(
      {},
      {
        'POST /api/me/two-factor/setup': () =>
          json(400, {
            message: 'Password is incorrect',
            code: 'INVALID_CREDENTIALS',
            details: [{ field: 'password', message: 'Password is incorrect' }],
          }),
      },
    );
    renderApp('/account/security');
    const user = userEvent.setup();
    await screen.findByText(/Two-factor sign-in is off/);
    await user.type(twoFactorPassword(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('turns off with the password and a recovery code', async () => {
    const network = securityServer(
      { status: ON },
      { 'POST /api/me/two-factor/disable': () => json(200, OFF) },
    );
    renderApp('/account/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(twoFactorPassword(), 'my password');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd1-efgh1');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(network.calls('POST /api/me/two-factor/disable')[0]?.body).toEqual({
      password: 'my password',
      recoveryCode: 'abcd1-efgh1',
    });
  });

  it('gets new recovery codes with the password and a code', async () => {
    const network = securityServer(
      { status: ON },
      { 'POST /api/me/two-factor/recovery-codes': () => json(200, { recoveryCodes: CODES }) },
    );
    renderApp('/account/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    expect(
      screen.queryByRole('button', { name: 'Use a recovery code instead' }),
    ).not.toBeInTheDocument();
    await user.type(twoFactorPassword(), 'my password');
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));

    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(network.calls('POST /api/me/two-factor/recovery-codes')[0]?.body).toEqual({
      password: 'my password',
      code: '654321',
    });
  });

  it('sends an account without a password through Google again when its sign-in is not recent, and back', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const authorizationUrl = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=teamboard';
    const binding = 'binding-kept-by-this-tab-0123456789';
    const message =
      'Sign in with Google again to continue: this change needs a sign-in from the last 10 minutes.';
    const network = securityServer(
      { status: { ...OFF, passwordRequired: false } },
      {
        'POST /api/me/two-factor/setup': () =>
          json(403, { message, code: 'RECENT_SIGN_IN_REQUIRED' }),
        'POST /auth/login/oauth/google/start': () => json(200, { authorizationUrl, binding }),
        'POST /auth/login/oauth/google': () => json(200, buildSession(buildUser(), 'fresh')),
      },
    );
    const page = renderApp('/account/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizationUrl));
    expect(sessionStorage.getItem('google-sign-in-binding')).toBe(binding);
    page.unmount();

    const back = renderApp(`${GOOGLE_CALLBACK_PATH}?code=code-from-google&state=state-0123456789`);
    await waitFor(() => expect(back.location()).toBe('/account/security'));
    expect(network.calls('POST /auth/login/oauth/google')[0]?.body).toMatchObject({ binding });
    expect(localStorage.getItem('auth_token')).toBe('access-fresh');
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
  });
});
