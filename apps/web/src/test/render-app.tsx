import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { beforeAll } from 'vitest';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { bootstrapSession } from '../features/auth/bootstrap-session';
import { resetThemeStore } from '../features/theme/theme-store';
import { createQueryClient } from '../lib/query-client';
import { resetSessionStore } from '../lib/session-store';

// Pages, guards and panels load lazily in the app. Every test file that renders it imports them
// first, as static imports once did, so that a test's first page does not wait for its modules
// to be transformed and run within the time a `findBy` allows.
const lazyModules = import.meta.glob([
  '../app/**/*.tsx',
  '!../app/**/*.test.tsx',
  '../features/notifications/components/notification-bell.tsx',
  '../features/chat/components/chat-header-link.tsx',
]);
beforeAll(async () => {
  await Promise.all(Object.values(lazyModules).map((load) => load()));
}, 60_000);

/**
 * Renders the whole app (real routes, guards, providers, StrictMode) at `path`, after the test
 * seeded local storage and stubbed fetch. Returns the router to read the current location.
 */
export function renderApp(path: string) {
  resetSessionStore();
  resetThemeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  void bootstrapSession();
  const view = render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location, queryClient };
}
