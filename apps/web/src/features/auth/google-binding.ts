/** What a Google round trip started in this tab is for: signing in, or linking the account. */
export type GooglePurpose = 'sign-in' | 'link';

const KEYS: Record<GooglePurpose, string> = {
  'sign-in': 'google-sign-in-binding',
  link: 'google-link-binding',
};

/**
 * The binding the server handed out when this tab started a Google sign-in or link. It lives in
 * session storage, which belongs to this tab alone: a callback link opened anywhere else cannot
 * finish it (login CSRF). Starting one forgets the other, so the callback knows which it is.
 */
export function rememberGoogleBinding(binding: string, purpose: GooglePurpose = 'sign-in'): void {
  try {
    sessionStorage.setItem(KEYS[purpose], binding);
    sessionStorage.removeItem(KEYS[purpose === 'link' ? 'sign-in' : 'link']);
  } catch {
    // Storage disabled: the callback then fails and asks to start again.
  }
}

export function readGoogleBinding(purpose: GooglePurpose = 'sign-in'): string {
  try {
    return sessionStorage.getItem(KEYS[purpose]) ?? '';
  } catch {
    return '';
  }
}

/** Whether the Google round trip this tab started last is a link (the callback finishes it so). */
export function startedGoogleLink(): boolean {
  return readGoogleBinding('link') !== '';
}
