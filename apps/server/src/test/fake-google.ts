import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import Provider from 'oidc-provider';
import { createTestApp, TEST_APP_URL, type TestApp } from './test-app';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface FakeGoogle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The Google account that "signs in" on the next authorization. */
  signInAs(account: FakeGoogleAccount): void;
  /**
   * Plays the browser: follows the authorization URL through login and consent, keeping
   * cookies, and returns the code and state sent back to the redirect URI.
   */
  authorize(authorizationUrl: string): Promise<{ code: string; state: string }>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google. */
export async function startFakeGoogle(redirectUri: string): Promise<FakeGoogle> {
  const clientId = 'teamboard-test-client';
  const clientSecret = 'teamboard-test-secret-0123456789';
  let account: FakeGoogleAccount = {
    sub: 'google-1',
    email: 'someone@gmail.test',
    email_verified: true,
  };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['fake-google-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...account, sub }) }),
  });

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void provider.callback()(req, res);
      return;
    }
    void finishInteraction(provider, clientId, () => account.sub, req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      account = next;
    },
    authorize: (authorizationUrl) => followToRedirect(authorizationUrl, redirectUri),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function finishInteraction(
  provider: Provider,
  clientId: string,
  accountId: () => string,
  req: Parameters<Provider['interactionDetails']>[0],
  res: Parameters<Provider['interactionDetails']>[1],
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: accountId() } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = new provider.Grant({
    accountId: details.session?.accountId ?? accountId(),
    clientId,
  });
  grant.addOIDCScope('openid email profile');
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

async function followToRedirect(
  start: string,
  redirectUri: string,
): Promise<{ code: string; state: string }> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.startsWith(redirectUri)) {
      const params = new URL(url).searchParams;
      const code = params.get('code');
      const state = params.get('state');
      if (!code || !state) throw new Error(`provider answered with an error: ${url}`);
      return { code, state };
    }
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), rest.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`no redirect from ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

/** A test app whose Google sign-in goes to a fake Google; `close` stops both. */
export async function createGoogleTestApp(): Promise<{
  google: FakeGoogle;
  t: TestApp;
  close: () => Promise<void>;
}> {
  const google = await startFakeGoogle(`${TEST_APP_URL}${GOOGLE_CALLBACK_PATH}`);
  const t = await createTestApp(
    {},
    {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    },
  );
  return {
    google,
    t,
    close: async () => {
      await t.close();
      await google.close();
    },
  };
}
