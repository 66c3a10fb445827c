import { STORAGE_KEYS, userSchema, type Session, type User } from '@teamboard/shared';

/** The auth session as kept in local storage under auth_token, refresh_token and user. */
export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the session then lasts as long as the tab.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is disabled.
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  return {
    accessToken: read(STORAGE_KEYS.accessToken),
    refreshToken: read(STORAGE_KEYS.refreshToken),
    user: parseUser(read(STORAGE_KEYS.user)),
  };
}

export function writeStoredSession(session: Session): void {
  write(STORAGE_KEYS.accessToken, session.access_token);
  write(STORAGE_KEYS.refreshToken, session.refresh_token);
  writeStoredUser(session.user);
}

export function writeStoredUser(user: User): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  remove(STORAGE_KEYS.accessToken);
  remove(STORAGE_KEYS.refreshToken);
  remove(STORAGE_KEYS.user);
}

export function readIntendedRoute(): string | null {
  return read(STORAGE_KEYS.intendedRoute);
}

export function writeIntendedRoute(path: string): void {
  write(STORAGE_KEYS.intendedRoute, path);
}

export function clearIntendedRoute(): void {
  remove(STORAGE_KEYS.intendedRoute);
}
