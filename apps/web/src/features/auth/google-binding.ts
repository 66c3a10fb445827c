const KEY = 'google-sign-in-binding';

/**
 * The binding the server handed out when this tab started a Google sign-in. It lives in session
 * storage, which belongs to this tab alone: a callback link opened anywhere else cannot finish
 * the sign-in (login CSRF).
 */
export function rememberGoogleBinding(binding: string): void {
  try {
    sessionStorage.setItem(KEY, binding);
  } catch {
    // Storage disabled: the callback then fails and asks to start again.
  }
}

export function readGoogleBinding(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
