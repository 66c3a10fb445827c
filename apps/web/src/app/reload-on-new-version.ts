/** When this tab last reloaded for a new version (session storage, so per tab). */
const RELOADED_AT = 'teamboard.reloadedForNewVersion';
/** A second failure this soon after a reload is not a new version: its error shows instead. */
const AGAIN_AFTER_MS = 60_000;

type Page = Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>;

function lastReload(page: Page): number {
  try {
    return Number(page.sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A tab opened before a deploy asks for code files the new version no longer has (their names
 * carry a hash) as soon as it opens a page it has not loaded yet. Vite reports that failure
 * (`vite:preloadError`): the tab then loads the new version, at the page being opened
 * (`destination`, while the router waits for its code) or else the page it shows, rather than
 * showing an error; but not again within a minute, so a server that is really down never makes
 * it loop.
 */
export function reloadOnNewVersion(
  page: Page,
  destination: () => string | undefined = () => undefined,
): void {
  page.addEventListener('vite:preloadError', (event) => {
    if (Date.now() - lastReload(page) < AGAIN_AFTER_MS) return;
    try {
      page.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // Without storage a failing server could make it loop: let the error show instead.
      return;
    }
    event.preventDefault();
    const next = destination();
    if (next === undefined) page.location.reload();
    else page.location.assign(next);
  });
}
