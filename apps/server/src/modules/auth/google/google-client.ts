import * as oidc from 'openid-client';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
}

/** What we keep of Google's ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface GoogleClient {
  authorizationUrl(pending: PendingSignIn): Promise<string>;
  /** Exchanges the code (PKCE, state and nonce checked) and returns the verified identity. */
  exchange(code: string, pending: PendingSignIn): Promise<GoogleIdentity>;
}

/**
 * OpenID Connect against the configured issuer: Google in production, a local OpenID
 * provider in tests. Discovery runs once, on first use, so start-up never waits on Google.
 */
export function createGoogleClient(settings: GoogleSettings): GoogleClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    async authorizationUrl(pending) {
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return url.toString();
    },
    async exchange(code, pending) {
      const config = await configuration();
      const callbackUrl = new URL(settings.redirectUri);
      callbackUrl.searchParams.set('code', code);
      callbackUrl.searchParams.set('state', pending.state);
      // The `iss` response parameter guards against mixing up several issuers; there is only one
      // here, so it is filled in rather than carried through the browser.
      if (config.serverMetadata().authorization_response_iss_parameter_supported) {
        callbackUrl.searchParams.set('iss', config.serverMetadata().issuer);
      }
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string')
        throw new Error('Google returned no email address');
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}

async function discover(settings: GoogleSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http is only ever a local test issuer; Google itself is https.
  const insecure = issuer.protocol === 'http:';
  return oidc.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only as a warning sign; used for http test issuers
    insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}
