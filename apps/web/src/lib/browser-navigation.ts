/**
 * Full-page navigation away from the SPA (e.g. to Google's sign-in page). An object rather than a
 * bare call so tests can spy on `assign`: jsdom's `window.location.assign` cannot be replaced.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
