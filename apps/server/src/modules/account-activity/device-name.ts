import Bowser from 'bowser';

/**
 * A person-readable device for a user agent ("Firefox on Linux"), or the agent's first word for
 * a script ("curl"); null when there was none.
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return userAgent.split(/[\s/]/)[0] || null;
}
